import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import type { Raw } from '@/lib/media/raw';
import { renderLocalSticker } from '@/lib/media/sticker';
import { islands } from '../helpers/islands';

// Mood marks sit by the figure's upper corners. On a figure whose head is narrower than its
// shoulders those corners are empty, and the one-shape die-cut used to drop a mark drawn there
// as a far island (seed 6 below lost every heart). Marks are now pulled onto the figure's edge
// and forced into the one outline.
async function figureTile(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <ellipse cx="256" cy="330" rx="150" ry="170" fill="#fff"/>
    <circle cx="256" cy="170" r="100" fill="#fff"/>
    <ellipse cx="256" cy="330" rx="136" ry="156" fill="#3a7bd5"/>
    <circle cx="256" cy="170" r="86" fill="#f1c27d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

const cartoon = STYLE_SEEDS.find((s) => s.reference === 'cartoon');
if (!cartoon) throw new Error('cartoon style missing');

/** Pixels in the romantic mood's heart red (#e63946), opaque. */
function heartPixels(r: Raw): number {
  let n = 0;
  for (let i = 0; i < r.data.length; i += 4) {
    const red = r.data[i] as number;
    const green = r.data[i + 1] as number;
    const blue = r.data[i + 2] as number;
    if (
      Math.abs(red - 0xe6) < 30 &&
      Math.abs(green - 0x39) < 30 &&
      Math.abs(blue - 0x46) < 30 &&
      (r.data[i + 3] as number) > 200
    )
      n++;
  }
  return n;
}

describe('mood marks survive the one-shape die-cut', () => {
  it('every seed keeps its hearts, inside one connected sticker', async () => {
    const tile = await figureTile();
    for (let seed = 1; seed <= 8; seed++) {
      const webp = await renderLocalSticker({
        tiles: [{ data: tile }],
        style: { ...cartoon, look: cartoon.look },
        // Words that ask for no drawn part (lib/media/sticker/parts): the marks alone are measured.
        entry: {
          name: 'Mood',
          labelText: 'Yes!',
          description: '',
          theme: '',
          pose: '',
          visualFlair: '',
          fontStyle: '',
        },
        labelLanguage: 'en',
        moods: ['romantic'],
        context: '',
        seed,
      });
      const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const raw = { data, width: info.width, height: info.height };
      // Two or three hearts of ~40–64 px each: at least ~900 heart-red pixels.
      expect(heartPixels(raw), `seed ${seed}`).toBeGreaterThan(900);
      expect(islands(raw), `seed ${seed}`).toBe(1);
    }
  }, 60_000);

  it('keeps every stroke of the label: the upper strokes of こ are islands of their own', async () => {
    // Before, the die-cut's speck removal dropped them (under 2% of the figure's area): ここ
    // came out as two dashes. Label ink is counted as islands of the label's fill colour.
    const classic = STYLE_SEEDS.find((s) => s.reference === 'classic');
    if (!classic) throw new Error('classic style missing');
    const webp = await renderLocalSticker({
      tiles: [{ data: await figureTile() }],
      style: { ...classic, look: classic.look },
      entry: {
        name: 'Here',
        labelText: 'ここ',
        description: '',
        theme: '',
        pose: '',
        visualFlair: '',
        fontStyle: '',
      },
      labelLanguage: 'ja',
      moods: [],
      context: '',
      seed: 3,
    });
    const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const ink = new Uint8Array(info.width * info.height);
    for (let p = 0; p < ink.length; p++) {
      const i = p * 4;
      const near =
        Math.abs((data[i] as number) - 0x2a) +
        Math.abs((data[i + 1] as number) - 0x16) +
        Math.abs((data[i + 2] as number) - 0x50);
      ink[p] = near < 60 && (data[i + 3] as number) > 200 ? 255 : 0;
    }
    const mask = { data: Buffer.alloc(ink.length * 4), width: info.width, height: info.height };
    for (let p = 0; p < ink.length; p++) mask.data[p * 4 + 3] = ink[p] as number;
    expect(islands(mask)).toBe(4);
  });
});
