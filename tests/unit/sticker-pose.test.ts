import { describe, expect, it } from 'vitest';
import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import { planPose } from '@/lib/media/sticker/pose';
import { pick, rng } from '@/lib/media/sticker/random';

// The per-sticker entry (docs/product-rules.md): the pose a suggestion (or an API client) gives steers the local
// renderer's per-sticker pose and framing; without one the seed alone decides, as before.
const SEEDS = Array.from({ length: 20 }, (_, i) => 1000 + i * 7919);

describe('the pose of a locally drawn sticker', () => {
  it('without a pose text of its own, draws from the sticker seed exactly as before', () => {
    for (const seed of SEEDS) {
      const r = rng(seed);
      const before = {
        framing: pick(r, ['full', 'full', 'waist', 'closeup']),
        angle: (r() * 2 - 1) * 8,
        flip: r() < 0.35,
      };
      expect(planPose(rng(seed), seed, '')).toEqual(before);
      expect(planPose(rng(seed), seed, ENTRY_DEFAULTS.pose)).toEqual(before);
      expect(planPose(rng(seed), seed, undefined)).toEqual(before);
    }
  });

  it('takes the framing from the pose words', () => {
    for (const seed of SEEDS) {
      expect(planPose(rng(seed), seed, 'Head and shoulders, leaning toward the viewer').framing).toBe(
        'closeup',
      );
      expect(planPose(rng(seed), seed, 'Close-up, winking').framing).toBe('closeup');
      expect(planPose(rng(seed), seed, 'Waist up, arms wide open').framing).toBe('waist');
      expect(planPose(rng(seed), seed, 'Sitting cross-legged, relaxed').framing).toBe('waist');
      expect(planPose(rng(seed), seed, 'Full body, jumping for joy').framing).toBe('full');
    }
  });

  it('seeds the rest from the pose text: same text same pose, other texts other poses', () => {
    const seed = 4242;
    const texts = [
      'Saluting',
      'Arms crossed, frowning',
      'Blowing a kiss',
      'Shrugging',
      'Pointing up',
      'Hugging a pillow',
    ];
    const plans = texts.map((t) => planPose(rng(seed), seed, t));
    expect(planPose(rng(seed), seed, 'Shrugging')).toEqual(plans[3]);
    expect(new Set(plans.map((p) => p.angle.toFixed(3))).size).toBe(texts.length);
    expect(plans).not.toContainEqual(planPose(rng(seed), seed, ''));
    // A text in any language varies the pose too.
    expect(planPose(rng(seed), seed, 'Mit verschränkten Armen')).not.toEqual(
      planPose(rng(seed), seed, 'Winkend'),
    );
  });
});
