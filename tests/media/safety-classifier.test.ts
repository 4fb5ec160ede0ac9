import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SAFETY_THRESHOLD, safetyThreshold } from '@/lib/safety/config';
import { embeddedClassifier, warmUpEmbeddedClassifier } from '@/lib/safety/embedded';
import { screenImage } from '@/lib/safety/service';
import { unsafeScore } from '@/lib/safety/types';
import { photo } from '../integration/uploads-helpers';
import { skinToneFlat, unsafeSyntheticImage } from '../helpers/unsafe-image';

// The real embedded classifier (nsfwjs MobileNet v2 on TensorFlow.js's WebAssembly backend), loaded
// once for the file. Loading must read nothing from the network: fetch fails loudly if it is called.
const fetchSpy = vi.fn(async () => {
  throw new Error('the safety classifier tried to fetch');
});

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchSpy);
  await warmUpEmbeddedClassifier();
}, 60_000);

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('embedded safety classifier', () => {
  it('loads its model and wasm from node_modules, fetching nothing', () => {
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(['astronaut.png', 'chelsea.png', 'coffee.png'])('passes the fixture photo %s', async (name) => {
    const verdict = await screenImage(photo(name));
    expect(verdict.safe).toBe(true);
    expect(verdict.score).toBeLessThan(0.2);
  });

  it('refuses the synthetic body-like image at the default threshold', async () => {
    const verdict = await screenImage(await unsafeSyntheticImage());
    expect(verdict.score).toBeGreaterThanOrEqual(DEFAULT_SAFETY_THRESHOLD);
    expect(verdict.safe).toBe(false);
  });

  it('passes the same skin colour without shapes (the model judges shapes, not a colour)', async () => {
    const scores = await embeddedClassifier.classify(await skinToneFlat());
    expect(unsafeScore(scores)).toBeLessThan(0.2);
  });

  it('reads a transparent WebP sticker (laid on white)', async () => {
    const sharp = (await import('sharp')).default;
    const sticker = await sharp(photo('astronaut.png')).ensureAlpha(0.5).webp().toBuffer();
    const scores = await embeddedClassifier.classify(sticker);
    const sum = Object.values(scores).reduce((a, b) => a + b, 0);
    expect(sum).toBeGreaterThan(0.99);
    expect(unsafeScore(scores)).toBeLessThan(0.2);
  });

  it('a stricter threshold refuses what the default lets through', async () => {
    const verdict = await screenImage(await skinToneFlat(), 0);
    expect(verdict.safe).toBe(false);
  });
});

describe('SAFETY_THRESHOLD', () => {
  it.each([
    [undefined, DEFAULT_SAFETY_THRESHOLD],
    ['', DEFAULT_SAFETY_THRESHOLD],
    ['0.85', 0.85],
    ['0', 0],
    ['1', 1],
    ['1.5', DEFAULT_SAFETY_THRESHOLD],
    ['-0.1', DEFAULT_SAFETY_THRESHOLD],
    ['strict', DEFAULT_SAFETY_THRESHOLD],
  ])('%s → %s', (raw, expected) => {
    expect(safetyThreshold({ SAFETY_THRESHOLD: raw })).toBe(expected);
  });
});
