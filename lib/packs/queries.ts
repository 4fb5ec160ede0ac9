import 'server-only';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import { stickerPackItems, stickerPacks } from '@/lib/db/schema';
import { publiclyListed } from '@/lib/db/listed';
import type { DbOrTx } from '@/lib/db/types';

export type PackRow = typeof stickerPacks.$inferSelect;
export type NewPack = typeof stickerPacks.$inferInsert;
import type { Cursor } from '@/lib/db/cursor';

export type { Cursor };

export const newPackReference = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);
/** The short public pack code (publicId, docs/product-rules.md): letters and digits only, so it also fits a Telegram set name. */
export const newPackCode = customAlphabet('23456789abcdefghjkmnpqrstuvwxyz', 8);

// Microsecond ISO text: a JS Date would round to milliseconds and make keyset pages skip rows.
const createdAtText = sql<string>`to_char(${stickerPacks.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Case-insensitive substring (docs/product-rules.md), LIKE's own wildcards taken literally. */
const likeLiteral = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameContains = (q: string | undefined) => (q ? ilike(stickerPacks.name, likeLiteral(q)) : undefined);

/** Explore searches a public pack's name and description; reads as sticker_packs_public_search_trgm_idx (migration 0012). */
export const packSearchText = sql`(${stickerPacks.name} || E'\\n' || ${stickerPacks.description})`;
const searchContains = (q: string | undefined) => (q ? ilike(packSearchText, likeLiteral(q)) : undefined);

const after = (cursor: Cursor | undefined) =>
  cursor
    ? sql`(${stickerPacks.createdAt}, ${stickerPacks.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

export async function insertPack(db: DbOrTx, row: NewPack) {
  const [pack] = await db.insert(stickerPacks).values(row).returning();
  return pack as PackRow;
}

/** The pack's stickers in the given order (positions 0…n-1), replacing what was there. */
export async function replaceItems(db: DbOrTx, packId: string, stickerIds: string[]) {
  await db.delete(stickerPackItems).where(eq(stickerPackItems.packId, packId));
  if (stickerIds.length === 0) return;
  await db
    .insert(stickerPackItems)
    .values(stickerIds.map((stickerId, position) => ({ packId, stickerId, position })));
}

/** Newest first (docs/product-rules.md); keyset on (createdAt, id) so pages never skip or repeat a row. */
export async function listByUser(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; after?: Cursor; q?: string },
) {
  return db
    .select({ row: stickerPacks, cursorAt: createdAtText })
    .from(stickerPacks)
    .where(and(eq(stickerPacks.userId, userId), nameContains(opts.q), after(opts.after)))
    .orderBy(desc(stickerPacks.createdAt), desc(stickerPacks.id))
    .limit(opts.limit);
}

/** A pack whose stickers were all deleted stays its owner's to refill, out of public listings. */
const hasStickers = sql`exists (select 1 from ${stickerPackItems} where ${stickerPackItems.packId} = ${stickerPacks.id})`;

export async function listPublic(db: DbOrTx, opts: { limit: number; after?: Cursor; q?: string }) {
  return db
    .select({ row: stickerPacks, cursorAt: createdAtText })
    .from(stickerPacks)
    .where(and(publiclyListed(stickerPacks), hasStickers, searchContains(opts.q), after(opts.after)))
    .orderBy(desc(stickerPacks.createdAt), desc(stickerPacks.id))
    .limit(opts.limit);
}

/** The owner's pack; anyone else's is simply not found (docs/product-rules.md). */
export async function findOwn(db: DbOrTx, userId: string, reference: string) {
  const [row] = await db
    .select()
    .from(stickerPacks)
    .where(and(eq(stickerPacks.reference, reference), eq(stickerPacks.userId, userId)))
    .limit(1);
  return row;
}

/** A pack by its reference or by its short public code. */
export async function findByReferenceOrCode(db: DbOrTx, key: string) {
  const [row] = await db
    .select()
    .from(stickerPacks)
    .where(sql`${stickerPacks.reference} = ${key} OR ${stickerPacks.publicId} = ${key}`)
    .limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(stickerPacks).where(eq(stickerPacks.id, id)).limit(1);
  return row;
}

/**
 * Sticker ids per pack in pack order; `limit` keeps only the first n of each (list previews), by
 * rank rather than by position value, so a gap left by a deleted sticker never shortens a preview.
 */
export async function itemsOf(db: DbOrTx, packIds: string[], limit?: number) {
  if (packIds.length === 0) return new Map<string, string[]>();
  const ranked = db
    .select({
      packId: stickerPackItems.packId,
      stickerId: stickerPackItems.stickerId,
      position: stickerPackItems.position,
      rank: sql<number>`row_number() over (partition by ${stickerPackItems.packId} order by ${stickerPackItems.position})`.as(
        'rank',
      ),
    })
    .from(stickerPackItems)
    .where(inArray(stickerPackItems.packId, packIds))
    .as('ranked');
  const rows = await db
    .select({ packId: ranked.packId, stickerId: ranked.stickerId })
    .from(ranked)
    .where(limit === undefined ? undefined : sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(ranked.packId), asc(ranked.position));
  const out = new Map<string, string[]>(packIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.packId)?.push(r.stickerId);
  return out;
}

/** The packs (any owner's) that hold any of these stickers. */
export async function packsHolding(db: DbOrTx, stickerIds: string[]) {
  if (stickerIds.length === 0) return [];
  return db
    .selectDistinct({
      id: stickerPacks.id,
      userId: stickerPacks.userId,
      publicId: stickerPacks.publicId,
      visibility: stickerPacks.visibility,
    })
    .from(stickerPackItems)
    .innerJoin(stickerPacks, eq(stickerPacks.id, stickerPackItems.packId))
    .where(inArray(stickerPackItems.stickerId, stickerIds));
}

/** Positions 0…n-1 again in each pack, in the same order (after stickers left it). */
export async function renumberItems(db: DbOrTx, packIds: string[]) {
  if (packIds.length === 0) return;
  await db.execute(sql`
    update ${stickerPackItems} as i set position = r.rn - 1
    from (
      select pack_id, sticker_id, row_number() over (partition by pack_id order by position) as rn
      from ${stickerPackItems}
      where ${inArray(stickerPackItems.packId, packIds)}
    ) as r
    where i.pack_id = r.pack_id and i.sticker_id = r.sticker_id and i.position <> r.rn - 1`);
}

export async function countsOf(db: DbOrTx, packIds: string[]) {
  if (packIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ packId: stickerPackItems.packId, n: sql<number>`count(*)::int` })
    .from(stickerPackItems)
    .where(inArray(stickerPackItems.packId, packIds))
    .groupBy(stickerPackItems.packId);
  return new Map(rows.map((r) => [r.packId, Number(r.n)]));
}

/** An edit applies only to the version it was made from: two concurrent saves cannot interleave. */
export async function updateVersioned(
  db: DbOrTx,
  id: string,
  version: number,
  set: Partial<Pick<PackRow, 'name' | 'description' | 'visibility' | 'coverStickerId'>>,
) {
  const [row] = await db
    .update(stickerPacks)
    .set({ ...set, version: version + 1, updatedAt: new Date() })
    .where(and(eq(stickerPacks.id, id), eq(stickerPacks.version, version)))
    .returning();
  return row;
}

export async function deleteOwn(db: DbOrTx, userId: string, reference: string) {
  const [row] = await db
    .delete(stickerPacks)
    .where(and(eq(stickerPacks.reference, reference), eq(stickerPacks.userId, userId)))
    .returning({ id: stickerPacks.id });
  return row;
}

/** Inserts a pack unless its reference exists (example packs seeded at start); undefined if it did. */
export async function insertPackOnce(db: DbOrTx, row: NewPack) {
  const [pack] = await db.insert(stickerPacks).values(row).onConflictDoNothing().returning();
  return pack;
}
