import { isStickerInProgress, type StickerDto } from '@/lib/contracts/stickers';
import { itemProgress } from './progress';

type RunSticker = Pick<
  StickerDto,
  'reference' | 'name' | 'status' | 'createdAt' | 'regeneratedAt' | 'batchReference'
> & { progress?: number };

/** A regeneration in progress is its own piece of work, apart from the batch it was created in. */
const isRedoing = (s: RunSticker) => isStickerInProgress(s.status) && s.regeneratedAt != null;

/**
 * Product rule (docs/product-rules.md): a sticker's progress, timed from the start of its current drawing — the regeneration's
 * start when it is being redrawn, not its (unchanged) createdAt.
 */
export function stickerProgress(s: RunSticker, now = Date.now()): number {
  const status = isStickerInProgress(s.status) ? 'PROCESSING' : s.status;
  return itemProgress({ status, createdAt: s.regeneratedAt ?? s.createdAt, progress: s.progress }, now);
}

/** `regenerating`: the one sticker of a regeneration run (its bar is timed, docs/product-rules.md). */
export type ProcessingRun = { key: string; total: number; done: number; regenerating?: RunSticker };

/**
 * The processing banners: one per batch still being drawn, and one per regenerated sticker
 * ("0 of 1", not "7 of 8" for its whole batch). A sticker being regenerated had settled, so in its
 * batch it counts as done.
 */
export function processingRuns(stickers: readonly RunSticker[]): ProcessingRun[] {
  const runs = new Map<string, ProcessingRun>();
  const add = (key: string, done: boolean, regenerating?: RunSticker) => {
    const run = runs.get(key) ?? { key, total: 0, done: 0, regenerating };
    run.total += 1;
    if (done) run.done += 1;
    runs.set(key, run);
  };
  for (const s of stickers) {
    const batch = s.batchReference ?? s.reference;
    if (isRedoing(s)) {
      add(`regenerate:${s.reference}`, false, s);
      if (s.batchReference) add(batch, true);
    } else {
      add(batch, !isStickerInProgress(s.status));
    }
  }
  return [...runs.values()].filter((r) => r.done < r.total);
}
