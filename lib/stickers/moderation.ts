import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ModerationState, ModerationSubject } from '@/lib/contracts/moderation';
import { stickers } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { publicStickersChanged } from './public-scope';
import type { StickerRow } from './queries';
import { stickerImageUrls } from './serialize';

// What lib/moderation needs of stickers: a sticker whoever owns it, and its moderation state.

const toSubject = (row: StickerRow): ModerationSubject => {
  const { image, thumb } = stickerImageUrls(row);
  return {
    kind: 'sticker',
    id: row.id,
    reference: row.reference,
    ownerId: row.userId,
    isPublic: row.visibility === 'PUBLIC' && row.status === 'CREATED',
    moderation: row.moderation as ModerationState | null,
    label: row.name,
    image: thumb ?? image,
    createdAt: row.createdAt.toISOString(),
  };
};

export async function findStickerSubject(db: DbOrTx, by: { reference?: string; id?: string }) {
  const where = by.id ? eq(stickers.id, by.id) : eq(stickers.reference, by.reference ?? '');
  const [row] = await db.select().from(stickers).where(where).limit(1);
  return row ? toSubject(row) : undefined;
}

export async function stickerSubjects(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return (await db.select().from(stickers).where(inArray(stickers.id, ids))).map(toSubject);
}

/** Newest public stickers, moderated or not (the admin page's "recently published"). */
export async function recentPublicStickers(db: DbOrTx, limit: number) {
  const rows = await db
    .select()
    .from(stickers)
    .where(and(eq(stickers.visibility, 'PUBLIC'), eq(stickers.status, 'CREATED')))
    .orderBy(desc(stickers.createdAt))
    .limit(limit);
  return rows.map(toSubject);
}

/** Moves the item to `state`; false when it was already there (a racing report, a repeated action). */
export async function setStickerModeration(db: DbOrTx, id: string, state: ModerationState | null) {
  const rows = await db
    .update(stickers)
    .set({ moderation: state })
    .where(and(eq(stickers.id, id), sql`${stickers.moderation} IS DISTINCT FROM ${state}::text`))
    .returning({ id: stickers.id });
  if (rows.length > 0) await publicStickersChanged(db);
  return rows.length > 0;
}
