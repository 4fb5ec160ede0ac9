import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimateHeadBox } from '@/lib/media/head-box';
import { toRaw } from '@/lib/media/raw';
import { drawLocalSticker } from '@/lib/media/sticker';
import type { CanvasBox } from '@/lib/media/sticker/layout';
import type { RenderTile } from '@/lib/media/sticker/types';
import { makeTile } from '@/lib/media/tile';
import { renderInput } from './sticker-render-helpers';

// Neon (lib/media/sticker/neon.ts) draws a dark body with glowing outlines; the faces are lit, not
// darkened with the body, so a neon sticker still shows whose face it is. Measured on the face box
// the layout reports (its middle, where eyes, nose and mouth are): the mean lightness and the
// spread of lightness (eyes and mouth against skin).

// The flat cartoon family's face measures ~143 mean and ~52 spread on this character; neon faces
// measured 60–80 mean before they were lit (a face in shadow, its features glowing scribbles) and
// 121–157 after (lit with a tint of each style's glow). A face reads when it is lighter than
// mid-grey (100 of 255: skin then stands apart from the dark body and the ink-dark eyes and mouth)
// with a spread of 25 (features visible, not a flat blob).
const MIN_FACE_LIGHTNESS = 100;
const MIN_FACE_SPREAD = 25;

let tile: RenderTile;
beforeAll(async () => {
  const cutout = fs.readFileSync(path.resolve('tests/fixtures/cutouts/astronaut.png'));
  const data = await makeTile(cutout);
  tile = { data, headBox: estimateHeadBox(await toRaw(data)) };
});

/** Mean and standard deviation of lightness in the middle of a face box. */
async function faceLightness(webp: Buffer, face: CanvasBox) {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const values: number[] = [];
  const x0 = Math.round(face.x + face.width * 0.2);
  const x1 = Math.round(face.x + face.width * 0.8);
  const y0 = Math.round(face.y + face.height * 0.15);
  const y1 = Math.round(face.y + face.height * 0.85);
  for (let y = Math.max(0, y0); y < Math.min(info.height, y1); y++)
    for (let x = Math.max(0, x0); x < Math.min(info.width, x1); x++) {
      const i = (y * info.width + x) * 4;
      if ((data[i + 3] as number) < 200) continue;
      values.push(
        0.299 * (data[i] as number) + 0.587 * (data[i + 1] as number) + 0.114 * (data[i + 2] as number),
      );
    }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const spread = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, spread, n: values.length };
}

describe('neon faces', () => {
  it('every neon style keeps the face light and contrasted (drawn bodies, 4 neon styles, 2 poses)', async () => {
    const rows: string[] = [];
    const found: { name: string; mean: number; spread: number; n: number }[] = [];
    for (const reference of ['cartoon', 'neon', 'lava', 'midnight', 'galaxy']) {
      for (const description of ['waving hello', 'jumping for joy']) {
        const out = await drawLocalSticker(renderInput(tile, description, 7, reference));
        const face = out.boxes.faces[0];
        expect(face, reference).toBeDefined();
        const m = await faceLightness(out.image, face as CanvasBox);
        rows.push(
          `${reference.padEnd(9)} ${description.padEnd(16)} mean ${m.mean.toFixed(0)}, spread ${m.spread.toFixed(0)} (${m.n} px)`,
        );
        found.push({ name: `${reference} ${description}`, ...m });
      }
    }
    console.log(
      `face lightness (min mean ${MIN_FACE_LIGHTNESS}, min spread ${MIN_FACE_SPREAD}):\n${rows.join('\n')}`,
    );
    for (const m of found) {
      expect(m.n, m.name).toBeGreaterThan(400);
      expect(m.mean, m.name).toBeGreaterThan(MIN_FACE_LIGHTNESS);
      expect(m.spread, m.name).toBeGreaterThan(MIN_FACE_SPREAD);
    }
  }, 60_000);
});
