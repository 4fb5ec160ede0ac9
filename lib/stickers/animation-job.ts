import 'server-only';
import { getDb } from '@/lib/db';
import type { DbOrTx } from '@/lib/db/types';
import type { EventData } from '@/lib/jobs/events';
import { DEFAULT_RETRIES, defineJob, type Step } from '@/lib/jobs/types';
import type { AnimationPreset } from '@/lib/config/animation';
import { animateLayers } from '@/lib/media/animation';
import { captureAnimationCredits, releaseAnimationCredits } from './animation-hold';
import { completeAnimation, failAnimation, findAnimation } from './animation-queries';
import { deleteAnimationFiles, storeAnimationFiles } from './animation-files';
import { layersForAnimation } from './animation-layers';
import { stickerRedrawn } from './events';
import { findById } from './queries';

type Outcome = 'CREATED' | 'FAILED' | 'SKIPPED';

/** PROCESSING → FAILED and the hold released, together and once (the job, its failure path, the sweeper). */
export async function failAnimationRequest(
  db: DbOrTx,
  stickerId: string,
  holdKey: string,
  errorCode: string,
) {
  return db.transaction(async (tx) => {
    const row = await failAnimation(tx, stickerId, holdKey, errorCode);
    if (!row) return false;
    await releaseAnimationCredits(tx, row);
    return true;
  });
}

/**
 * Draws and encodes one animation, stores its files, then marks it CREATED and captures its hold in
 * one transaction (charged only on success, docs/product-rules.md). A request that was settled
 * meanwhile (swept, or replaced) keeps nothing: the new files are deleted. What the encoder refuses
 * fails the request; storage and database errors throw, and the runtime tries again.
 */
async function makeAnimation(data: EventData<'stickers/animate.requested'>): Promise<Outcome> {
  const db = await getDb();
  const request = await findAnimation(db, data.stickerId);
  if (!request || request.holdKey !== data.holdKey || request.status !== 'PROCESSING') return 'SKIPPED';
  const sticker = await findById(db, data.stickerId);
  const layers = sticker?.status === 'CREATED' ? await layersForAnimation(sticker) : null;
  if (!sticker?.imageKey || !layers) {
    await failAnimationRequest(db, data.stickerId, data.holdKey, 'STICKER_UNAVAILABLE');
    return 'FAILED';
  }
  let anim: Awaited<ReturnType<typeof animateLayers>>;
  try {
    anim = await animateLayers(layers, request.preset as AnimationPreset);
  } catch (err) {
    console.warn(`[stickers] animating ${data.stickerId} failed: ${(err as Error).message}`);
    await failAnimationRequest(db, data.stickerId, data.holdKey, 'ANIMATION_FAILED');
    return 'FAILED';
  }
  const files = await storeAnimationFiles({ userId: sticker.userId, imageKey: sticker.imageKey }, anim);
  const done = await db.transaction(async (tx) => {
    const row = await completeAnimation(tx, data.stickerId, data.holdKey, files);
    if (!row) return false;
    await captureAnimationCredits(tx, row, sticker.name);
    return true;
  });
  if (!done) {
    await deleteAnimationFiles(files);
    return 'SKIPPED';
  }
  // The files of the animation this one replaces go once the new ones are in place.
  await deleteAnimationFiles(request);
  // Packs and published Telegram sets that hold it follow (a set replaces its still with the video).
  await stickerRedrawn.emit(db, { userId: sticker.userId, stickerId: sticker.id });
  return 'CREATED';
}

export function runAnimateSticker(data: EventData<'stickers/animate.requested'>, step: Step) {
  return step.run(`animate:${data.stickerId}`, () => makeAnimation(data));
}

export const animateStickerJob = defineJob({
  id: 'stickers-animate',
  event: 'stickers/animate.requested',
  retries: DEFAULT_RETRIES,
  // A few CPU seconds and about 60 MB of frames: light next to background removal.
  heavy: false,
  subjectId: (data) => data.holdKey,
  handler: ({ event, step }) => runAnimateSticker(event.data, step),
  onFailure: async ({ event }) => {
    await failAnimationRequest(await getDb(), event.data.stickerId, event.data.holdKey, 'ANIMATION_FAILED');
  },
  // Each request holds its credits first (lib/stickers/animate.ts).
  inFlight: 'credit-hold',
});
