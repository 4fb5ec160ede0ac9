import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModerationState, ModerationSubject } from '@/lib/contracts/moderation';
import { stickerPacks } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { publicPacksChanged } from './public-cache';
import type { PackRow } from './queries';
import { toPackDtos } from './serialize';

// What lib/moderation needs of packs: a pack whoever owns it (with its first sticker as its
// picture), and its moderation state.

async function toSubjects(db: DbOrTx, rows: PackRow[]): Promise<ModerationSubject[]> {
  const dtos = await toPackDtos(db, rows, { preview: true });
  return rows.map((row, i) => {
    const first = dtos[i]?.stickers[0]?.data;
    return {
      kind: 'pack',
      id: row.id,
      reference: row.reference,
      ownerId: row.userId,
      isPublic: row.visibility === 'PUBLIC',
      moderation: row.moderation as ModerationState | null,
      label: row.name,
      image: first?.thumb ?? first?.image ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function findPackSubject(db: DbOrTx, by: { reference?: string; id?: string }) {
  const where = by.id ? eq(stickerPacks.id, by.id) : eq(stickerPacks.reference, by.reference ?? '');
  const rows = await db.select().from(stickerPacks).where(where).limit(1);
  return (await toSubjects(db, rows))[0];
}

export async function packSubjects(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return toSubjects(db, await db.select().from(stickerPacks).where(inArray(stickerPacks.id, ids)));
}

/** Newest public packs, moderated or not (the admin page's "recently published"). */
export async function recentPublicPacks(db: DbOrTx, limit: number) {
  const rows = await db
    .select()
    .from(stickerPacks)
    .where(eq(stickerPacks.visibility, 'PUBLIC'))
    .orderBy(desc(stickerPacks.createdAt))
    .limit(limit);
  return toSubjects(db, rows);
}

/** Moves the item to `state`; false when it was already there (a racing report, a repeated action). */
export async function setPackModeration(db: DbOrTx, id: string, state: ModerationState | null) {
  const rows = await db
    .update(stickerPacks)
    .set({ moderation: state })
    .where(and(eq(stickerPacks.id, id), sql`${stickerPacks.moderation} IS DISTINCT FROM ${state}::text`))
    .returning({ id: stickerPacks.id });
  if (rows.length > 0) await publicPacksChanged(db);
  return rows.length > 0;
}
