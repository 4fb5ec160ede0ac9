import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReportKind, ReportReason } from '@/lib/contracts/moderation';
import { contentReports, moderationActions, publishingSuspensions } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Moderation's own tables (lib/db/schema/moderation.ts). No 'server-only': the operator CLI
// (scripts/moderate-cli.ts) runs these too.

type Item = { kind: ReportKind; id: string };

/** One report per person per item: a second one inserts nothing and returns undefined. */
export async function insertReport(db: DbOrTx, item: Item, reporterId: string, reason: ReportReason) {
  const [row] = await db
    .insert(contentReports)
    .values({ itemKind: item.kind, itemId: item.id, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return row;
}

const openReportsOf = (item: Item) =>
  and(
    eq(contentReports.itemKind, item.kind),
    eq(contentReports.itemId, item.id),
    isNull(contentReports.resolvedAt),
  );

/** Distinct people with an open report on the item (one row per person, by the unique index). */
export async function countOpenReporters(db: DbOrTx, item: Item) {
  const [row] = await db.select({ n: count() }).from(contentReports).where(openReportsOf(item));
  return row?.n ?? 0;
}

export async function resolveReports(db: DbOrTx, item: Item) {
  await db.update(contentReports).set({ resolvedAt: sql`now()` }).where(openReportsOf(item));
}

/** Items with open reports, most reported first. */
export async function listOpenReports(db: DbOrTx, limit: number) {
  return db
    .select({
      kind: contentReports.itemKind,
      itemId: contentReports.itemId,
      reporters: count(),
      reasons: sql<string[]>`array_agg(distinct ${contentReports.reason} order by ${contentReports.reason})`,
      lastAt: sql<string>`max(${contentReports.createdAt})::text`,
    })
    .from(contentReports)
    .where(isNull(contentReports.resolvedAt))
    .groupBy(contentReports.itemKind, contentReports.itemId)
    .orderBy(desc(count()), desc(sql`max(${contentReports.createdAt})`))
    .limit(limit);
}

export type NewAction = typeof moderationActions.$inferInsert;

export async function insertAction(db: DbOrTx, row: NewAction) {
  await db.insert(moderationActions).values(row);
}

export async function listActions(db: DbOrTx, limit: number) {
  return db.select().from(moderationActions).orderBy(desc(moderationActions.createdAt)).limit(limit);
}

export async function upsertSuspension(db: DbOrTx, userId: string, reason: string) {
  await db
    .insert(publishingSuspensions)
    .values({ userId, reason })
    .onConflictDoUpdate({ target: publishingSuspensions.userId, set: { reason } });
}

export async function deleteSuspension(db: DbOrTx, userId: string) {
  const rows = await db
    .delete(publishingSuspensions)
    .where(eq(publishingSuspensions.userId, userId))
    .returning({ userId: publishingSuspensions.userId });
  return rows.length > 0;
}

export async function isSuspended(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ userId: publishingSuspensions.userId })
    .from(publishingSuspensions)
    .where(eq(publishingSuspensions.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function listSuspensions(db: DbOrTx, limit: number) {
  return db.select().from(publishingSuspensions).orderBy(desc(publishingSuspensions.createdAt)).limit(limit);
}
