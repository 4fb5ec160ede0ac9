import 'server-only';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { telegramSetStickers, telegramStickerSets } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

export type SetRow = typeof telegramStickerSets.$inferSelect;
export type SetInit = {
  name: string;
  title: string;
  ownerTelegramUserId: number;
  chatId: number;
  languageCode: string | null;
};
export type ClaimMode = 'publish' | 'resume' | 'sync';
export type Claim =
  | { kind: 'claimed'; set: SetRow }
  | { kind: 'busy' }
  | { kind: 'published'; set: SetRow }
  | { kind: 'never' };

const sets = telegramStickerSets;
const members = telegramSetStickers;

export async function findSet(db: DbOrTx, packId: string) {
  const [row] = await db.select().from(sets).where(eq(sets.packId, packId)).limit(1);
  return row;
}

async function hasMembers(db: DbOrTx, packId: string) {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(members)
    .where(eq(members.packId, packId))
    .limit(1);
  return !!row;
}

/**
 * One job works on a set at a time: a lease (status PUBLISHING, renewed by every step's write) that
 * another request may take only once it is older than `leaseMs`. 'resume' is the embedded runner
 * recovering its own job after a restart. A sync of a set that does not exist on Telegram is 'never';
 * a sync that finds the set busy leaves it dirty, and the running job syncs again when it finishes.
 */
export async function claimSet(
  db: DbOrTx,
  packId: string,
  mode: ClaimMode,
  init: SetInit | null,
  leaseMs: number,
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sets).where(eq(sets.packId, packId)).for('update');
    const now = new Date();
    if (!row) {
      if (mode === 'sync' || !init) return { kind: 'never' };
      const [created] = await tx
        .insert(sets)
        .values({ packId, ...init, status: 'PUBLISHING', createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      return created ? { kind: 'claimed', set: created } : { kind: 'busy' };
    }
    const created = await hasMembers(tx, packId);
    if (mode === 'sync' && !created) return { kind: 'never' };
    const leased = row.status === 'PUBLISHING' && now.getTime() - row.updatedAt.getTime() < leaseMs;
    if (leased && mode !== 'resume') {
      if (mode === 'sync') await tx.update(sets).set({ dirty: 1 }).where(eq(sets.packId, packId));
      return { kind: 'busy' };
    }
    if (mode === 'publish' && row.status === 'PUBLISHED' && row.dirty === 0)
      return { kind: 'published', set: row };
    const who =
      mode === 'publish' && init
        ? {
            chatId: init.chatId,
            languageCode: init.languageCode,
            // A set that exists on Telegram keeps its owner: only the owner's id can add to it.
            ownerTelegramUserId: created ? row.ownerTelegramUserId : init.ownerTelegramUserId,
          }
        : {};
    const [claimed] = await tx
      .update(sets)
      .set({ ...who, status: 'PUBLISHING', dirty: 0, errorCode: null, errorMessage: null, updatedAt: now })
      .where(eq(sets.packId, packId))
      .returning();
    return { kind: 'claimed', set: claimed as SetRow };
  });
}

/** Renews the lease and shows progress on the pack page. */
export async function touchSet(
  db: DbOrTx,
  packId: string,
  set: Partial<Pick<SetRow, 'done' | 'total' | 'title'>>,
) {
  await db
    .update(sets)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(sets.packId, packId));
}

/**
 * Keeps the job's claim through a flood-control wait: the lease counts from `updatedAt`, so it is
 * set to when the job wakes (the sweeper likewise leaves the set alone until then).
 */
export async function holdSet(db: DbOrTx, packId: string, until: Date) {
  await db.update(sets).set({ updatedAt: until }).where(eq(sets.packId, packId));
}

/** PUBLISHED; returns whether the pack changed meanwhile (then it is synced again). */
export async function finishSet(db: DbOrTx, packId: string, progress: { done: number; total: number }) {
  const [row] = await db
    .update(sets)
    .set({ ...progress, status: 'PUBLISHED', errorCode: null, errorMessage: null, updatedAt: new Date() })
    .where(eq(sets.packId, packId))
    .returning({ dirty: sets.dirty });
  return (row?.dirty ?? 0) > 0;
}

export async function failSet(db: DbOrTx, packId: string, code: string, message: string, onlyIfBusy = false) {
  const [row] = await db
    .update(sets)
    .set({ status: 'FAILED', errorCode: code, errorMessage: message.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(sets.packId, packId), onlyIfBusy ? eq(sets.status, 'PUBLISHING') : undefined))
    .returning();
  return row;
}

/** Our record of a set that no longer exists on Telegram (its members go with it). */
export async function deleteSet(db: DbOrTx, packId: string) {
  await db.delete(sets).where(eq(sets.packId, packId));
}

export async function listMembers(db: DbOrTx, packId: string) {
  return db.select().from(members).where(eq(members.packId, packId)).orderBy(asc(members.position));
}

/** Rows written before a Telegram call that may or may not happen: fileUniqueId null until seen in the set. */
export async function insertIntents(
  db: DbOrTx,
  packId: string,
  items: { stickerId: string; position: number }[],
) {
  if (items.length === 0) return;
  await db
    .insert(members)
    .values(items.map((i) => ({ packId, ...i, fileId: '', fileUniqueId: null })))
    .onConflictDoNothing();
}

export async function deleteMembers(db: DbOrTx, packId: string, stickerIds: string[]) {
  if (stickerIds.length === 0) return;
  await db.delete(members).where(and(eq(members.packId, packId), inArray(members.stickerId, stickerIds)));
}

/** The packs whose Telegram set holds this sticker (seen there: an intent is not yet a member). */
export async function packsWithMember(db: DbOrTx, stickerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ packId: members.packId })
    .from(members)
    .where(and(eq(members.stickerId, stickerId), sql`${members.fileUniqueId} IS NOT NULL`));
  return rows.map((r) => r.packId);
}

export async function recordMember(
  db: DbOrTx,
  packId: string,
  m: { stickerId: string; fileId: string; fileUniqueId: string; position: number },
) {
  await db
    .insert(members)
    .values({ packId, ...m })
    .onConflictDoUpdate({
      target: [members.packId, members.stickerId],
      set: { fileId: m.fileId, fileUniqueId: m.fileUniqueId, position: m.position },
    });
}

export async function listBusySets(db: DbOrTx, opts: { updatedBefore?: Date }) {
  return db
    .select()
    .from(sets)
    .where(
      and(
        eq(sets.status, 'PUBLISHING'),
        opts.updatedBefore ? lt(sets.updatedAt, opts.updatedBefore) : undefined,
      ),
    );
}
