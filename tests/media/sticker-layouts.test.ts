import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { estimateHeadBox } from '@/lib/media/head-box';
import { toRaw } from '@/lib/media/raw';
import { boxesMeet, drawLocalSticker, layoutPlaced } from '@/lib/media/sticker';
import { rng } from '@/lib/media/sticker/random';
import type { RenderTile, StickerRenderInput } from '@/lib/media/sticker/types';

// The layout returns the boxes it placed (figure, faces, label, the room the figure may take), so
// these checks measure the layout itself: groups stand as tall as one character, the label keeps
// off every face, and a photo-filling pet is drawn as a round portrait badge.

const style = (ref: string) => {
  const s = STYLE_SEEDS.find((x) => x.reference === ref);
  if (!s) throw new Error(`${ref} style missing`);
  return { ...s, look: s.look };
};
const cartoon = style('cartoon');

async function tile(slug: string, withHead: boolean): Promise<RenderTile> {
  const data = fs.readFileSync(path.resolve('public/examples', slug, 'tile.webp'));
  return { data, headBox: withHead ? estimateHeadBox(await toRaw(data)) : null };
}

const input = (
  tiles: RenderTile[],
  labelText: string,
  labelLanguage = 'en',
  s = cartoon,
  seed = 3,
  pose = '',
): StickerRenderInput => ({
  tiles,
  style: s,
  entry: { name: 'Sticker', labelText, description: '', theme: '', pose, visualFlair: '', fontStyle: '' },
  labelLanguage,
  moods: [],
  context: '',
  seed,
});

/** How much of the figure's room the characters' opaque area spans, top to bottom. */
const span = (b: Awaited<ReturnType<typeof drawLocalSticker>>['boxes']) => b.figure.height / b.area.height;

describe('sticker layouts', () => {
  it('one, two and three characters stand tall; the label never covers a face', async () => {
    const astro = await tile('astro', true);
    const cat = await tile('chelsea', false);
    // Short, long and two-line labels in three scripts; each cast meets every script and length.
    const labels: Record<string, string[]> = {
      en: ['Hi!', 'Good morning, my wonderful friends', 'See you\ntomorrow!'],
      ja: ['やった！', 'おはよう、みんな元気？今日もがんばろうね', 'またね\nあした'],
      ar: ['مرحبا', 'صباح الخير يا أصدقائي الأعزاء', 'إلى اللقاء\nغدا'],
    };
    const casts = [[astro], [astro, astro], [astro, cat, astro]];
    for (const [si, [lang, texts]] of Object.entries(labels).entries()) {
      for (const [li, text] of texts.entries()) {
        const n = (si + li) % 3;
        const tiles = casts[n] as RenderTile[];
        // One character as a head-and-shoulders close-up: its face is most of the figure.
        const pose = n === 0 ? 'close-up portrait' : '';
        const b = (await drawLocalSticker(input(tiles, text, lang, cartoon, 3 + li, pose), {})).boxes;
        expect(b.faces.length).toBe(tiles.length);
        const label = b.label;
        if (!label) throw new Error(`no label for ${text}`);
        for (const f of b.faces) expect(boxesMeet(f, label), `${n + 1} × ${text}`).toBe(false);
        expect(label.y + label.height).toBeLessThanOrEqual(512);
        expect(span(b), `${n + 1} × ${text}`).toBeGreaterThanOrEqual(n === 0 ? 0.9 : 0.75);
      }
    }
  }, 30_000);

  it('a photo-filling cat is a round-cornered badge; a figure is not', async () => {
    // The die-cut's outer shape (no label): how much of its box it fills and how square that box is.
    // A disc fills 0.79 of its box, a squircle 0.93 (less when tilted), a sharp square or a strip cut through a face
    // ~0.98 (and a strip is wider than tall); a standing figure far less.
    const shape = async (t: RenderTile) => {
      const out = await drawLocalSticker(input([t], ''), {});
      const { data, info } = await sharp(out.image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let n = 0;
      let [x0, y0, x1, y1] = [info.width, info.height, 0, 0];
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++) {
          if ((data[(y * info.width + x) * 4 + 3] as number) < 128) continue;
          n++;
          [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
        }
      const [w, h] = [x1 - x0 + 1, y1 - y0 + 1];
      return { fill: n / (w * h), aspect: w / h };
    };
    const cat = await shape(await tile('chelsea', false));
    expect(cat.fill).toBeGreaterThan(0.75);
    expect(cat.fill).toBeLessThan(0.96);
    expect(Math.abs(Math.log(cat.aspect))).toBeLessThan(Math.log(1.12));
    expect((await shape(await tile('astro', true))).fill).toBeLessThan(0.75);
  }, 20_000);

  it("a face reaching the figure's bottom: the figure shrinks so the label sits under it", async () => {
    // A face close-up (a pet's portrait) is face down to its lowest row: a caption laid over the
    // figure's lower part would cover it.
    const figure = await toRaw(fs.readFileSync(path.resolve('public/examples/astro/tile.webp')));
    const face = { cx: 256, cy: 280, w: 400, h: 460, angle: 0 };
    for (const [lang, text] of [
      ['en', 'Good morning, my wonderful friends'],
      ['ar', 'مرحبا'],
    ] as const) {
      const { boxes } = await layoutPlaced(figure, input([], text, lang), rng(1), '#2a1650', {
        chosen: {},
        head: face,
        faces: [face],
      });
      const label = boxes.label;
      if (!label) throw new Error('no label');
      expect(boxesMeet(boxes.faces[0] as (typeof boxes.faces)[0], label)).toBe(false);
      expect(label.y + label.height).toBeLessThanOrEqual(512);
    }
  });
});
