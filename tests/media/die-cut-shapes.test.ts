import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dieCutRaw } from '@/lib/media/die-cut';
import { squaredDistanceToMask } from '@/lib/media/distance';
import { alphaBBox, type Raw, toRaw } from '@/lib/media/raw';
import { islands } from '../helpers/islands';

// Die-cuts that look like real stickers (docs/decisions.md): on our own photos, after real background
// removal, every sticker is ONE connected shape with an outline of the requested width.
const CUTOUTS = path.resolve(process.cwd(), 'tests/fixtures/cutouts');
const WIDTH = 12;
const cutouts = new Map<string, Buffer>();

/** Share of near-white pixels among those at a given depth band inside the sticker's edge. */
function whiteShare(r: Raw, from: number, to: number): number {
  const n = r.width * r.height;
  const outside = new Uint8Array(n);
  for (let p = 0; p < n; p++) outside[p] = (r.data[p * 4 + 3] as number) < 128 ? 1 : 0;
  const d2 = squaredDistanceToMask(outside, r.width, r.height);
  let white = 0;
  let all = 0;
  for (let p = 0; p < n; p++) {
    const d = Math.sqrt(d2[p] as number);
    if (d < from || d > to) continue;
    all++;
    if (
      (r.data[p * 4] as number) > 225 &&
      (r.data[p * 4 + 1] as number) > 225 &&
      (r.data[p * 4 + 2] as number) > 225
    )
      white++;
  }
  return white / all;
}

// What our background removal made of each photo, recorded (scripts/record-cutouts.ts; the media
// test of the removal itself says when they must be recorded again).
beforeAll(() => {
  for (const name of ['astronaut.png', 'chelsea.png', 'coffee.png'])
    cutouts.set(name, fs.readFileSync(path.join(CUTOUTS, name)));
});

describe('die-cut shapes on the fixture photos, cut out by our background removal', () => {
  for (const name of ['astronaut.png', 'chelsea.png', 'coffee.png']) {
    it(`${name}: one connected shape with a ${WIDTH} px white outline`, async () => {
      const sticker = await dieCutRaw(await toRaw(cutouts.get(name) as Buffer), {
        width: WIDTH,
        shadow: false,
        size: 512,
      });
      expect(islands(sticker)).toBe(1);
      expect(whiteShare(sticker, 1.5, WIDTH - 2)).toBeGreaterThan(0.9);
      expect(whiteShare(sticker, WIDTH + 6, WIDTH + 10)).toBeLessThan(0.6);
    });
  }

  it('the cat that fills its frame gets rounded corners, not a box', async () => {
    const sticker = await dieCutRaw(await toRaw(cutouts.get('chelsea.png') as Buffer), {
      width: WIDTH,
      shadow: false,
      size: 512,
    });
    const box = alphaBBox(sticker, 128);
    if (!box) throw new Error('empty');
    const alpha = (x: number, y: number) => sticker.data[(y * sticker.width + x) * 4 + 3] as number;
    // A plain outline would round the corner by its own width only (~12 px): 10 px in is still
    // inside it. The frame-filling rule rounds by ~14% of the side, so 10 px in is outside.
    expect(alpha(box.left + 10, box.top + 10)).toBe(0);
    expect(alpha(box.left + box.width - 11, box.top + box.height - 11)).toBe(0);
  });

  it('the cat is rounded where its chin leaves the photo (lower right) as much as at the frame corner (lower left)', async () => {
    // The cut along the bottom ends on the left at the photo's corner and on the right where the
    // chin's contour leaves the frame, inside the bounding box. Rounding only the box's corners
    // left that right end nearly square (11 px of give 20 px above the cut, against 19 on the left).
    const sticker = await dieCutRaw(await toRaw(cutouts.get('chelsea.png') as Buffer), {
      width: WIDTH,
      shadow: false,
      size: 512,
    });
    const box = alphaBBox(sticker, 128);
    if (!box) throw new Error('empty');
    const bottom = box.top + box.height - 1;
    const ends = (y: number) => {
      let first = -1;
      let last = -1;
      for (let x = 0; x < sticker.width; x++) {
        if ((sticker.data[(y * sticker.width + x) * 4 + 3] as number) < 128) continue;
        if (first < 0) first = x;
        last = x;
      }
      return { first, last };
    };
    const near = ends(bottom - 20);
    const far = ends(bottom - 80);
    const left = near.first - far.first;
    const right = far.last - near.last;
    expect(left).toBeGreaterThan(10);
    expect(right).toBeGreaterThanOrEqual(left * 0.8);
  });
});
