import { type StickerSpec, seedFrom } from './spec';

/** What a retry's seed is chosen from: the sticker's words and who is in it, and the seed that failed. */
export type RetryOf = {
  /** The sticker's id: with the attempt it names the candidates, so a step run again picks the same seed. */
  id: string;
  spec: Pick<StickerSpec, 'entry' | 'style' | 'labelLanguage' | 'context'>;
  characters: number;
  attempt: number;
  previousSeed: number;
};

/**
 * The seed of a retry after a render failed: chosen like a redraw's (lib/media/sticker/plan.ts
 * redrawSeed), another pose where the words allow several, other parts, another side and outfit or
 * framing than the attempt before, so a hosted model is not asked the same question that failed
 * and the local renderer does not draw the same plan again. Loaded on use, like the redraw's rule.
 */
export async function retrySeed(r: RetryOf): Promise<number> {
  const { redrawSeed } = await import('@/lib/media/sticker/plan');
  return redrawSeed({ ...r.spec, characters: r.characters }, { seed: r.previousSeed }, (k) =>
    seedFrom(`sticker-retry:${r.id}:${r.attempt}:${k}`),
  );
}
