import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { accountDeletions, accountExports } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// The account domain's own records: deletions in progress or done, and data exports.

export type DeletionRow = typeof accountDeletions.$inferSelect;
export type ExportRow = typeof accountExports.$inferSelect;

/** The user's deletion: created once; a repeated request finds the same one. */
export async function startDeletion(
  db: DbOrTx,
  v: { userId: string; authProvider: string; authSubject: string },
): Promise<DeletionRow> {
  await db.insert(accountDeletions).values(v).onConflictDoNothing({ target: accountDeletions.userId });
  const [row] = await db
    .select()
    .from(accountDeletions)
    .where(eq(accountDeletions.userId, v.userId))
    .limit(1);
  if (!row) throw new Error('Deletion record vanished');
  return row;
}

export async function findDeletion(db: DbOrTx, id: string) {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.id, id)).limit(1);
  return row;
}

/** Each finished step writes, so a deletion that is moving is never taken for a stuck one. */
export async function touchDeletion(db: DbOrTx, id: string) {
  await db.update(accountDeletions).set({ updatedAt: new Date() }).where(eq(accountDeletions.id, id));
}

export async function finishDeletion(db: DbOrTx, id: string) {
  await db
    .update(accountDeletions)
    .set({ state: 'DONE', updatedAt: new Date(), finishedAt: new Date() })
    .where(eq(accountDeletions.id, id));
}

export async function listUnfinishedDeletions(db: DbOrTx, opts: { updatedBefore?: Date }) {
  return db
    .select()
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.state, 'STARTED'),
        opts.updatedBefore ? lt(accountDeletions.updatedAt, opts.updatedBefore) : undefined,
      ),
    );
}

/** A new export, or the one already being built (at most one per user: a partial unique index). */
export async function startExport(db: DbOrTx, userId: string): Promise<{ row: ExportRow; created: boolean }> {
  const [created] = await db
    .insert(accountExports)
    .values({ userId })
    .onConflictDoNothing({ target: accountExports.userId, where: sql`${accountExports.status} = 'BUILDING'` })
    .returning();
  if (created) return { row: created, created: true };
  const [building] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.userId, userId), eq(accountExports.status, 'BUILDING')))
    .limit(1);
  if (!building) throw new Error('Export record vanished');
  return { row: building, created: false };
}

export async function findExport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id)).limit(1);
  return row;
}

export async function latestExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row;
}

export async function listExportKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ key: accountExports.storageKey })
    .from(accountExports)
    .where(eq(accountExports.userId, userId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

export async function finishExport(
  db: DbOrTx,
  id: string,
  v: { storageKey: string; sizeBytes: number; expiresAt: Date },
) {
  const [row] = await db
    .update(accountExports)
    .set({ status: 'READY', ...v, updatedAt: new Date() })
    .where(and(eq(accountExports.id, id), eq(accountExports.status, 'BUILDING')))
    .returning();
  return row;
}

export async function failExport(db: DbOrTx, id: string) {
  await db
    .update(accountExports)
    .set({ status: 'FAILED', updatedAt: new Date() })
    .where(and(eq(accountExports.id, id), eq(accountExports.status, 'BUILDING')));
}

/** Ready exports whose link has lapsed: their files go, the row says EXPIRED. */
export async function expireExports(db: DbOrTx, now = new Date()) {
  return db
    .update(accountExports)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(accountExports.status, 'READY'), lt(accountExports.expiresAt, now)))
    .returning({ id: accountExports.id, storageKey: accountExports.storageKey });
}

export async function listBuildingExports(db: DbOrTx, opts: { updatedBefore?: Date }) {
  return db
    .select()
    .from(accountExports)
    .where(
      and(
        eq(accountExports.status, 'BUILDING'),
        opts.updatedBefore ? lt(accountExports.updatedAt, opts.updatedBefore) : undefined,
      ),
    );
}
