import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { POSE_IDS } from '@/lib/media/sticker/body/poses';
import { PART_IDS } from '@/lib/media/sticker/parts/catalogue';
import { PART_PHRASES, POSE_PHRASES } from '@/lib/media/sticker/parts/prompt-words';
import { planDrawing, redrawSeed } from '@/lib/media/sticker/plan';
import type { StickerRenderInput } from '@/lib/media/sticker/types';
import { stickerPrompt } from '@/lib/stickers/replicate-renderer';
import { seedFrom } from '@/lib/stickers/spec';

// The hosted model's prompt names the body pose and the parts the local renderer would draw for
// the same words and seed (lib/media/sticker/plan.ts), so a hosted sticker shows its description.

const style = (reference: string) => {
  const s = STYLE_SEEDS.find((x) => x.reference === reference);
  if (!s) throw new Error(reference);
  return { reference, name: s.name, description: s.description, prompt: s.prompt, look: s.look };
};

const input = (description: string, seed: number, reference = 'cartoon'): StickerRenderInput => ({
  tiles: [{ data: Buffer.alloc(0) }],
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
  moods: [],
  context: '',
  seed,
});

describe('the hosted sticker prompt', () => {
  it('names the chosen pose and parts: "dancing in a party hat" dances in a party hat', () => {
    const prompt = stickerPrompt(input('dancing in a party hat with a balloon', 5));
    expect(prompt).toContain('Body pose: dancing, one leg kicked up and arms swinging');
    expect(prompt).toContain('wearing a striped party hat');
    expect(prompt).toContain('holding a balloon on a string');
    expect(prompt).toContain('no text');
  });

  it('is the local renderer’s plan: per seed, the pose and prop it chose, in every family', () => {
    const seen = new Set<string>();
    for (const reference of ['cartoon', 'classic', 'neon'])
      for (let seed = 1; seed <= 12; seed++) {
        const i = input('jumping and cheering with a gift or a cake', seed, reference);
        const plan = planDrawing(i);
        const prompt = stickerPrompt(i);
        expect(prompt).toContain(`Body pose: ${POSE_PHRASES[plan.asked]}`);
        expect(plan.chosen.prop).toBeDefined();
        expect(prompt).toContain(PART_PHRASES[plan.chosen.prop as string]);
        // The other candidate prop is not asked for.
        const other = plan.chosen.prop === 'gift' ? 'cake' : 'gift';
        expect(prompt).not.toContain(PART_PHRASES[other]);
        seen.add(`${plan.asked} ${plan.chosen.prop}`);
      }
    // Both poses and both props turn up across seeds.
    expect(seen.size).toBe(4);
  });

  it('a redraw asks the model for another pose where the words allow several, in the photo family too', () => {
    for (let n = 0; n < 16; n++) {
      const before = input('jumping and cheering', n + 1, 'classic');
      const seed = redrawSeed(before, { seed: before.seed }, (k) => seedFrom(`redo:${n}:${k}`));
      expect(planDrawing({ ...before, seed }).asked).not.toBe(planDrawing(before).asked);
    }
  });

  it('words that ask for nothing leave only a cheerful default pose; every pose and part has its phrase', () => {
    const prompt = stickerPrompt(input('standing tall', 3));
    expect(prompt).toMatch(/Body pose: /);
    expect(prompt).not.toContain('Shown ');
    for (const id of POSE_IDS) expect(POSE_PHRASES[id], id).toBeTruthy();
    for (const id of PART_IDS) expect(PART_PHRASES[id], id).toBeTruthy();
  });
});
