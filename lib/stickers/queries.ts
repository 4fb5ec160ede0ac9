import 'server-only';
import { and, asc, desc, eq, ilike, inArray, lt, sql } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import { stickers } from '@/lib/db/schema';
import { publiclyListed } from '@/lib/db/listed';
import type { DbOrTx } from '@/lib/db/types';

export type StickerRow = typeof stickers.$inferSelect;
export type NewSticker = typeof stickers.$inferInsert;

export const IN_PROGRESS = ['PROCESSING', 'CREATING'];
export const SETTLED = ['CREATED', 'FAILED_CREATION'];

export const newReference = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);

import type { Cursor } from '@/lib/db/cursor';

export type { Cursor };

// Microsecond ISO text: a JS Date would round to milliseconds and make keyset pages skip rows.
const createdAtText = sql<string>`to_char(${stickers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Case-insensitive substring (docs/product-rules.md), with LIKE's own wildcards taken literally. */
const likeLiteral = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nameContains = (q: string | undefined) => (q ? ilike(stickers.name, likeLiteral(q)) : undefined);

/**
 * What explore searches: name, label text and description, so a label in any script is found. It
 * reads exactly as the expression of stickers_public_search_trgm_idx (migration 0012), or the
 * planner would not use that index; the newline keeps a query from matching across two fields.
 */
export const stickerSearchText = sql`(${stickers.name} || E'\\n' || ${stickers.labelText} || E'\\n' || ${stickers.description})`;
const searchContains = (q: string | undefined) => (q ? ilike(stickerSearchText, likeLiteral(q)) : undefined);

const after = (cursor: Cursor | undefined) =>
  cursor
    ? sql`(${stickers.createdAt}, ${stickers.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

export async function insertStickers(db: DbOrTx, rows: NewSticker[]) {
  return db.insert(stickers).values(rows).returning();
}

/** Newest first; keyset on (createdAt, id) so pages never skip or repeat a row. */
export async function listByUser(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; after?: Cursor; status?: string; q?: string },
) {
  return db
    .select({ row: stickers, cursorAt: createdAtText })
    .from(stickers)
    .where(
      and(
        eq(stickers.userId, userId),
        opts.status ? eq(stickers.status, opts.status) : undefined,
        nameContains(opts.q),
        after(opts.after),
      ),
    )
    .orderBy(desc(stickers.createdAt), desc(stickers.id), asc(stickers.position))
    .limit(opts.limit);
}

export async function listPublic(db: DbOrTx, opts: { limit: number; after?: Cursor; q?: string }) {
  return db
    .select({ row: stickers, cursorAt: createdAtText })
    .from(stickers)
    .where(
      and(
        publiclyListed(stickers),
        eq(stickers.status, 'CREATED'),
        searchContains(opts.q),
        after(opts.after),
      ),
    )
    .orderBy(desc(stickers.createdAt), desc(stickers.id))
    .limit(opts.limit);
}

export async function findById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(stickers).where(eq(stickers.id, id)).limit(1);
  return row;
}

/** The owner's sticker; anyone else's is simply not found (docs/product-rules.md). */
export async function findOwn(db: DbOrTx, userId: string, reference: string) {
  const [row] = await db
    .select()
    .from(stickers)
    .where(and(eq(stickers.reference, reference), eq(stickers.userId, userId)))
    .limit(1);
  return row;
}

export async function listByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(stickers).where(inArray(stickers.id, ids)).orderBy(asc(stickers.position));
}

/** Moves an in-progress sticker on; nothing back when it already settled (exactly-once ends). */
export async function updateInProgress(
  db: DbOrTx,
  id: string,
  set: Partial<
    Pick<
      StickerRow,
      'status' | 'errorCode' | 'imageKey' | 'thumbKey' | 'meta' | 'layerKey' | 'layer' | 'label'
    >
  >,
) {
  const [row] = await db
    .update(stickers)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(stickers.id, id), inArray(stickers.status, IN_PROGRESS)))
    .returning();
  return row;
}

/**
 * A settled sticker back in progress for a regeneration (conditional: one regeneration at a time).
 * createdAt stays: the sticker keeps its place and date in newest-first lists (regeneratedAt times it).
 */
export async function restart(db: DbOrTx, id: string, set: Pick<StickerRow, 'holdKey' | 'spec'>) {
  const now = new Date();
  const [row] = await db
    .update(stickers)
    .set({ ...set, status: 'PROCESSING', errorCode: null, regeneratedAt: now, updatedAt: now })
    .where(and(eq(stickers.id, id), inArray(stickers.status, SETTLED)))
    .returning();
  return row;
}

/** Undoes `restart` when its job could not be queued: back to `before`, if that regeneration is still in progress. */
export async function undoRestart(db: DbOrTx, holdKey: string, before: StickerRow) {
  const { status, errorCode, spec, regeneratedAt } = before;
  const [row] = await db
    .update(stickers)
    .set({ status, errorCode, spec, regeneratedAt, holdKey: before.holdKey, updatedAt: new Date() })
    .where(
      and(eq(stickers.id, before.id), eq(stickers.holdKey, holdKey), inArray(stickers.status, IN_PROGRESS)),
    )
    .returning();
  return row;
}

/** The stickers of a batch whose job could not be started: in progress → FAILED_CREATION. */
export async function failUnstarted(db: DbOrTx, holdKey: string, errorCode: string) {
  return db
    .update(stickers)
    .set({ status: 'FAILED_CREATION', errorCode, updatedAt: new Date() })
    .where(and(eq(stickers.holdKey, holdKey), inArray(stickers.status, IN_PROGRESS)))
    .returning({ id: stickers.id });
}

export async function deleteSettled(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(stickers)
    .where(and(eq(stickers.id, id), inArray(stickers.status, SETTLED)))
    .returning({ id: stickers.id });
  return row;
}

export async function listInProgress(db: DbOrTx, opts: { updatedBefore?: Date }) {
  return db
    .select()
    .from(stickers)
    .where(
      and(
        inArray(stickers.status, IN_PROGRESS),
        opts.updatedBefore ? lt(stickers.updatedAt, opts.updatedBefore) : undefined,
      ),
    )
    .orderBy(asc(stickers.createdAt), asc(stickers.position));
}

export async function listInProgressByHold(db: DbOrTx, holdKey: string) {
  return db
    .select()
    .from(stickers)
    .where(and(eq(stickers.holdKey, holdKey), inArray(stickers.status, IN_PROGRESS)));
}

/** The owner's stickers among these references (others' and unknown ones are simply absent). */
export async function findOwnByReferences(db: DbOrTx, userId: string, references: string[]) {
  if (references.length === 0) return [];
  return db
    .select()
    .from(stickers)
    .where(and(eq(stickers.userId, userId), inArray(stickers.reference, references)));
}
