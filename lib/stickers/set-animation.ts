import 'server-only';
import { releasePart } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { sendEvent } from '@/lib/jobs/runtime';
import { animationPart, setAnimationHoldKey } from './animation-hold';
import { failAnimationRequest } from './animation-job';
import { type AnimationRow, startAnimation } from './animation-queries';
import type { StickerRow } from './queries';
import { specOf } from './spec';

// A set ordered animated (docs/animated-stickers.md): the set's one hold also covers each sticker's
// animation. A sticker's animation starts once it is CREATED, through the same request row and job
// as "Animate"; a sticker that cannot be drawn gives its animation part back at once.

/** In the transaction that makes the sticker CREATED: its animation request, in progress. */
export async function startSetAnimation(tx: DbOrTx, row: StickerRow) {
  const animation = specOf(row).animation;
  if (!animation || !row.holdKey) return null;
  const started = await startAnimation(tx, {
    stickerId: row.id,
    userId: row.userId,
    preset: animation.preset,
    holdKey: setAnimationHoldKey(row.holdKey, row.id),
    cost: animation.cost,
  });
  return started ?? null;
}

/** After that transaction: its job. A job that cannot be queued fails the request and releases its part. */
export async function requestSetAnimation(db: DbOrTx, started: AnimationRow) {
  try {
    await sendEvent('stickers/animate.requested', {
      userId: started.userId,
      stickerId: started.stickerId,
      holdKey: started.holdKey,
    });
  } catch (err) {
    console.error('[stickers] could not start the animation job of a set sticker', err);
    await failAnimationRequest(db, started.stickerId, started.holdKey, 'JOB_NOT_STARTED');
  }
}

/** In the transaction that fails the sticker's drawing: its animation will never be made. */
export async function releaseSetAnimation(tx: DbOrTx, row: StickerRow) {
  const animation = specOf(row).animation;
  if (!animation || !row.holdKey) return;
  await releasePart(tx, animationPart(row.holdKey, row.id, animation.cost, row.name));
}
