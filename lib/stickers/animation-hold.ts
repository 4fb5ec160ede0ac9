import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { captureHold, capturePart, releaseHold, releasePart } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';

// An animation is paid from one of two holds (docs/animated-stickers.md): its own, when "Animate" is
// asked for a finished sticker, or its part of the set's hold, when the set was ordered animated.
// The animation row's hold key says which: a set's part is named after the set's hold and the
// sticker, so each animation still has a key of its own (the job's subject, the sweeper's item).
const SET_PART = '|animation:';

/** The hold key of a set sticker's animation: its part of the set's hold `setHoldKey`. */
export const setAnimationHoldKey = (setHoldKey: string, stickerId: string) =>
  `${setHoldKey}${SET_PART}${stickerId}`;

/** The part of the set's hold that pays for one sticker's animation. */
export const animationPart = (setHoldKey: string, stickerId: string, credits: number, name: string) => ({
  holdKey: setHoldKey,
  partKey: `animation:${stickerId}`,
  credits,
  description: ledgerDetail('animation', { name }),
});

type Request = { holdKey: string; stickerId: string; cost: number };

/** Success: the animation's credits are charged, once (a replay changes nothing). */
export async function captureAnimationCredits(tx: DbOrTx, request: Request, name: string) {
  const at = request.holdKey.indexOf(SET_PART);
  if (at < 0) return captureHold(tx, request.holdKey);
  return capturePart(tx, animationPart(request.holdKey.slice(0, at), request.stickerId, request.cost, name));
}

/** Failure: the animation's credits are given back, once; nothing is charged. */
export async function releaseAnimationCredits(tx: DbOrTx, request: Request) {
  const at = request.holdKey.indexOf(SET_PART);
  if (at < 0) return releaseHold(tx, request.holdKey);
  return releasePart(tx, animationPart(request.holdKey.slice(0, at), request.stickerId, request.cost, ''));
}
