import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { partList } from '@/lib/media/sticker/parts/catalogue';
import { planDrawing } from '@/lib/media/sticker/plan';
import { type RetryOf, retrySeed } from '@/lib/stickers/render-seed';

// A render that failed is tried again with a seed chosen by the redraw's rule (lib/stickers/render-seed.ts):
// the retry asks for another pose where the words allow two, other parts where they allow others, and
// another side or outfit, never the plan that just failed; the same sticker and attempt always get
// the same seed (a step run again asks the same questions).

const style = (reference: string) => {
  const s = STYLE_SEEDS.find((x) => x.reference === reference);
  if (!s) throw new Error(reference);
  return { reference, name: s.name, description: s.description, prompt: s.prompt, look: s.look };
};

const spec = (description: string, reference = 'cartoon'): RetryOf['spec'] => ({
  style: style(reference),
  entry: {
    name: 'Sticker',
    labelText: 'Yes!',
    description,
    theme: '',
    pose: 'Full body',
    visualFlair: 'bright colours',
    fontStyle: '',
  },
  labelLanguage: 'en',
  context: '',
});

const planOf = (s: RetryOf['spec'], seed: number) => {
  const p = planDrawing({ ...s, seed });
  return { asked: p.asked, parts: partList(p.chosen).join(), side: p.body.flip, outfit: p.body.outfit };
};

describe('the seed of a retried render', () => {
  it('asks for another pose and other parts than the failed attempt, for every sticker', async () => {
    // Two poses and two props allowed: a seed one higher repeats the pose or the prop about half the time.
    const words = spec('jumping and cheering with a gift or a cake');
    for (let n = 0; n < 24; n++) {
      const first = 1000 + n;
      const seed = await retrySeed({
        id: `s${n}`,
        spec: words,
        characters: 1,
        attempt: 1,
        previousSeed: first,
      });
      const [before, after] = [planOf(words, first), planOf(words, seed)];
      expect(after.asked, `sticker ${n}`).not.toBe(before.asked);
      expect(after.parts, `sticker ${n}`).not.toBe(before.parts);
      expect(after.side !== before.side || after.outfit !== before.outfit, `sticker ${n}`).toBe(true);
    }
  });

  it('is the same for the same sticker and attempt, differs between stickers, never repeats the failed seed', async () => {
    const words = spec('waving hello', 'classic');
    const of = (id: string, attempt: number, previousSeed: number) =>
      retrySeed({ id, spec: words, characters: 2, attempt, previousSeed });
    expect(await of('a', 1, 7)).toBe(await of('a', 1, 7));
    expect(await of('a', 1, 7)).not.toBe(await of('b', 1, 7));
    for (let n = 0; n < 16; n++) expect(await of(`c${n}`, 1, n)).not.toBe(n);
  });
});
