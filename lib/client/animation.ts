import type { AnimationPreset } from '@/lib/config/animation';
import type { AnimationDto } from '@/lib/contracts/animation';
import { apiFetch, balanceOf, unwrap } from './api-fetch';

/** POST /v1/stickers/{reference}/animate: the animation as it now is (in progress, or already made). */
export async function animateSticker(reference: string, preset: AnimationPreset, fetchImpl?: typeof fetch) {
  const body = await apiFetch(`/v1/stickers/${encodeURIComponent(reference)}/animate`, {
    method: 'POST',
    body: { preset },
    fetchImpl,
  });
  const animation = unwrap<AnimationDto>(body);
  if (!animation || typeof animation.status !== 'string') throw new Error('Invalid response: no animation');
  return { animation, availableCredits: balanceOf(body) };
}

/** The moving version to show: the files of the last animation made, whatever is being made now. */
export function playableAnimation(animation: AnimationDto | null | undefined) {
  if (!animation?.video || !animation.poster) return null;
  return { video: animation.video, poster: animation.poster, webp: animation.animatedWebp };
}

export const isAnimating = (animation: AnimationDto | null | undefined) => animation?.status === 'PROCESSING';
