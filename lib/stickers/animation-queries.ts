import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { stickerAnimations, stickers } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// The sticker_animations table (lib/db/schema/animations.ts): one row per animated sticker. Every
// change of state is one conditional UPDATE, so the job, its failure handler and the sweeper can
// race and still settle a request (and its hold) once.

export type AnimationRow = typeof stickerAnimations.$inferSelect;

export async function findAnimation(db: DbOrTx, stickerId: string) {
  const [row] = await db.select().from(stickerAnimations).where(eq(stickerAnimations.stickerId, stickerId));
  return row;
}

export async function listAnimations(db: DbOrTx, stickerIds: string[]) {
  if (stickerIds.length === 0) return [];
  return db
    .select()
    .from(stickerAnimations)
    .where(inArray(stickerAnimations.stickerId, [...new Set(stickerIds)]));
}

/**
 * A new request: inserted, or an existing settled row put back in progress with the new preset and
 * hold (its files stay until the new ones are stored). Nothing back while one is in progress.
 */
export async function startAnimation(
  db: DbOrTx,
  row: { stickerId: string; userId: string; preset: string; holdKey: string; cost: number },
) {
  const now = new Date();
  const [inserted] = await db
    .insert(stickerAnimations)
    .values({ ...row, status: 'PROCESSING', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: stickerAnimations.stickerId,
      set: {
        preset: row.preset,
        holdKey: row.holdKey,
        cost: row.cost,
        status: 'PROCESSING',
        errorCode: null,
        updatedAt: now,
      },
      setWhere: ne(stickerAnimations.status, 'PROCESSING'),
    })
    .returning();
  return inserted;
}

type Files = Pick<AnimationRow, 'videoKey' | 'animatedWebpKey' | 'thumbKey' | 'posterKey'>;

/** PROCESSING → CREATED with the new files, for this request's hold only. */
export async function completeAnimation(db: DbOrTx, stickerId: string, holdKey: string, files: Files) {
  const [row] = await db
    .update(stickerAnimations)
    .set({
      ...files,
      status: 'CREATED',
      errorCode: null,
      shownPreset: sql`${stickerAnimations.preset}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stickerAnimations.stickerId, stickerId),
        eq(stickerAnimations.holdKey, holdKey),
        eq(stickerAnimations.status, 'PROCESSING'),
      ),
    )
    .returning();
  return row;
}

/** PROCESSING → FAILED for this request's hold; the files of an earlier success stay. */
export async function failAnimation(db: DbOrTx, stickerId: string, holdKey: string, errorCode: string) {
  const [row] = await db
    .update(stickerAnimations)
    .set({ status: 'FAILED', errorCode, updatedAt: new Date() })
    .where(
      and(
        eq(stickerAnimations.stickerId, stickerId),
        eq(stickerAnimations.holdKey, holdKey),
        eq(stickerAnimations.status, 'PROCESSING'),
      ),
    )
    .returning();
  return row;
}

/** Requests in progress for longer than their job can take (the sweeper fails them). */
export async function listStuckAnimations(db: DbOrTx, updatedBefore: Date) {
  return db
    .select()
    .from(stickerAnimations)
    .where(and(eq(stickerAnimations.status, 'PROCESSING'), lt(stickerAnimations.updatedAt, updatedBefore)));
}

export async function findAnimationByHold(db: DbOrTx, holdKey: string) {
  const [row] = await db.select().from(stickerAnimations).where(eq(stickerAnimations.holdKey, holdKey));
  return row;
}

/** Each animation of one owner with its sticker's image key (where its files belong). */
export async function listAnimationsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ animation: stickerAnimations, imageKey: stickers.imageKey })
    .from(stickerAnimations)
    .innerJoin(stickers, eq(stickers.id, stickerAnimations.stickerId))
    .where(eq(stickerAnimations.userId, userId));
}

/** The files moved to another space, if the row still names the ones that were copied. */
export async function moveAnimationKeys(db: DbOrTx, stickerId: string, fromVideoKey: string, files: Files) {
  const [row] = await db
    .update(stickerAnimations)
    .set(files)
    .where(and(eq(stickerAnimations.stickerId, stickerId), eq(stickerAnimations.videoKey, fromVideoKey)))
    .returning();
  return row;
}
