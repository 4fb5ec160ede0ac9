import { deriveProgress } from '@/lib/contracts/characters';

// Progress display (docs/product-rules.md): 60% at 60 s, 99% by 90 s, capped at 99 until done.
export const PROGRESS_TICK_MS = 200;
const FIRST_PHASE_S = 60;
const SECOND_PHASE_S = 30;

/** The documented curve: percentage (0–99, fractional so the bar glides) for a time since creation. */
export function progressForElapsed(elapsedMs: number): number {
  const s = Math.max(0, elapsedMs / 1000);
  const timed = s <= FIRST_PHASE_S ? s : 60 + ((s - FIRST_PHASE_S) * 39) / SECOND_PHASE_S;
  return Math.min(99, timed);
}

/**
 * Progress of a listed item from its createdAt, re-derived on the client every tick so bars move
 * between polls. `stored` (the server's snapshot) wins when it is ahead, e.g. after clock skew.
 */
export function itemProgress(
  item: { status: string; createdAt: string; progress?: number },
  now = Date.now(),
) {
  return deriveProgress(item.status, item.createdAt, now, item.progress ?? 0);
}

/**
 * One tick of the create-character page's simulated bar: never moves back, kept at 60 or more
 * once 60 s have passed, and stays below 100 until the character is CREATED.
 */
export function nextSimulatedProgress(previous: number, elapsedMs: number): number {
  let next = Math.max(previous, progressForElapsed(elapsedMs));
  if (elapsedMs >= FIRST_PHASE_S * 1000) next = Math.max(next, 60);
  return Math.min(99, next);
}
