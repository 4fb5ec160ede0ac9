import 'server-only';
import type { AnimationPreset } from '@/lib/config/animation';
import { ledgerDetail } from '@/lib/credits/detail';
import { getAvailableCreditsForUser, releaseHold, reserveCredits } from '@/lib/credits/service';
import type { Database } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { sendEvent } from '@/lib/jobs/runtime';
import { getCost } from '@/lib/pricing/service';
import { type AnimationRow, failAnimation, findAnimation, startAnimation } from './animation-queries';
import { toAnimationDto } from './animation-serialize';
import { rethrowInsufficient } from './insufficient';
import { findOwn, newReference } from './queries';

const NOT_STARTED = 'JOB_NOT_STARTED';

/**
 * POST /v1/stickers/{reference}/animate (docs/animated-stickers.md). A finished sticker gets a
 * moving version in `preset`: one hold of the animation's cost, captured when its files are stored
 * and released if it fails. Asking again while it is being made, or for the preset it already has,
 * answers with that animation and holds nothing (a retried request never pays twice).
 */
export async function animateSticker(
  db: Database,
  userId: string,
  reference: string,
  preset: AnimationPreset,
) {
  const sticker = await findOwn(db, userId, reference);
  if (!sticker) throw notFound('Sticker not found');
  if (sticker.status !== 'CREATED' || !sticker.imageKey)
    throw new ApiError('CONFLICT', 'Only a finished sticker can be animated.', {
      reason: 'STICKER_NOT_FINISHED',
    });
  const answer = async (row: AnimationRow) => ({
    animation: toAnimationDto(row),
    availableCredits: await getAvailableCreditsForUser(db, userId),
  });
  const existing = await findAnimation(db, sticker.id);
  if (existing?.status === 'PROCESSING') return answer(existing);
  if (existing?.status === 'CREATED' && existing.shownPreset === preset) return answer(existing);

  const cost = await getCost(db, 'animateSticker');
  const holdKey = `sticker-animate:${sticker.id}:${newReference()}`;
  let started: { row: AnimationRow; availableCredits: number } | null;
  try {
    started = await db.transaction(async (tx) => {
      const row = await startAnimation(tx, { stickerId: sticker.id, userId, preset, holdKey, cost });
      if (!row) return null; // another request started one a moment ago
      const { availableCredits } = await reserveCredits(tx, {
        userId,
        credits: cost,
        action: 'animateSticker',
        description: ledgerDetail('animation', { name: sticker.name }),
        idempotencyKey: holdKey,
      });
      return { row, availableCredits };
    });
  } catch (err) {
    return rethrowInsufficient(db, userId, cost, `You need ${cost} credits to animate this sticker.`, err);
  }
  if (!started) {
    const now = await findAnimation(db, sticker.id);
    if (!now) throw new ApiError('CONFLICT', 'This sticker is being animated already.');
    return answer(now);
  }
  try {
    await sendEvent('stickers/animate.requested', { userId, stickerId: sticker.id, holdKey });
  } catch (err) {
    console.error('[stickers] could not start the animation job', err);
    await db.transaction(async (tx) => {
      await failAnimation(tx, sticker.id, holdKey, NOT_STARTED);
      await releaseHold(tx, holdKey);
    });
    throw new ApiError(
      'UNAVAILABLE',
      'Animation could not be started right now. Nothing was charged; please try again in a moment.',
      { reason: NOT_STARTED },
    );
  }
  return { animation: toAnimationDto(started.row), availableCredits: started.availableCredits };
}
