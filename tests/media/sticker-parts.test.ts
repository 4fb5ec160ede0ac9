import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimateHeadBox } from '@/lib/media/head-box';
import { type Raw, toRaw } from '@/lib/media/raw';
import { localStickerRenderer } from '@/lib/media/sticker';
import type { RenderTile } from '@/lib/media/sticker/types';
import { islands } from '../helpers/islands';
import { difference, rawOf, renderInput } from './sticker-render-helpers';

// The sticker's description is drawn (lib/media/sticker/parts): eight descriptions of the same
// character, style and seed come out as eight visibly different stickers, each with the parts its
// words asked for recorded next to the image (after the drawn body's pose, chosen per seed without
// pose words: tests/media/sticker-poses.test.ts tests the poses). Before parts, same-photo stickers differed by ~9–11;
// now every pair differs by more than 40 (the figure also moves over to make room for its parts).
const MIN_PAIR_DIFFERENCE = 40;

async function tile(slug: string, withHead: boolean): Promise<RenderTile> {
  const data = fs.readFileSync(path.resolve('public/examples', slug, 'tile.webp'));
  // The character pipeline stores the tile's head box (lib/characters/pipeline.ts); a pet here has none.
  return { data, headBox: withHead ? estimateHeadBox(await toRaw(data)) : null };
}

const input = (t: RenderTile, description: string, seed = 5) => renderInput(t, description, seed);

const raw = rawOf;

const CASES: [string, string[]][] = [
  ['wearing a crown, holding a trophy, sparkles', ['dance', 'crown', 'trophy', 'sparkles']],
  ['in sunglasses with a camera', ['dance', 'sunglasses', 'camera']],
  ['with headphones and a phone, music notes', ['heart-hands', 'headphones', 'phone', 'music-notes']],
  // A sleeping body draws its own Z's instead of the effect's.
  ['yawning in pyjamas with a pillow', ['sleep', 'nightcap', 'pillow']],
  ['santa hat and a gift', ['dance', 'santa-hat', 'gift']],
  ['graduation cap, reading a book, thinking', ['dance', 'graduation-cap', 'book', 'thought']],
  ['flower crown with a bouquet, blushing', ['dance', 'flower-crown', 'bouquet', 'blush']],
  ['drinking coffee, sweating', ['dance', 'coffee-cup', 'sweat-drop']],
];

describe('drawn parts', () => {
  it('eight descriptions draw eight visibly different stickers, each recording its parts', async () => {
    const astro = await tile('astro', true);
    const drawn = [];
    for (const [description, parts] of CASES) {
      const out = await localStickerRenderer.render(input(astro, description));
      expect(out.parts, description).toEqual(parts);
      const r = await raw(out.image);
      // Hats, props and marks belong to the one die-cut shape.
      expect(islands(r), description).toBe(1);
      drawn.push(r);
    }
    const rows: string[] = [];
    let min = Number.POSITIVE_INFINITY;
    for (let i = 0; i < drawn.length; i++) {
      const row: string[] = [];
      for (let j = 0; j < drawn.length; j++) {
        const d = i === j ? 0 : difference(drawn[i] as Raw, drawn[j] as Raw);
        if (i !== j) min = Math.min(min, d);
        row.push(d.toFixed(1).padStart(5));
      }
      rows.push(`${String(i + 1).padStart(2)} ${row.join(' ')}`);
    }
    console.log(
      `mean |ΔRGB| over the union of opaque areas (threshold ${MIN_PAIR_DIFFERENCE}):\n${rows.join('\n')}`,
    );
    expect(min).toBeGreaterThan(MIN_PAIR_DIFFERENCE);
  }, 30_000);

  it('a pet without a head box gets its parts on the top of its silhouette', async () => {
    const cat = await tile('chelsea', false);
    const plain = await localStickerRenderer.render(input(cat, 'looking at the viewer'));
    expect(plain.parts).toEqual([]);
    const dressed = await localStickerRenderer.render(input(cat, 'cat wearing a crown, eating pizza'));
    expect(dressed.parts).toEqual(['crown', 'pizza-slice']);
    const a = await raw(plain.image);
    const b = await raw(dressed.image);
    expect(islands(b)).toBe(1);
    // The crown is gold above the cat: the top rows of the dressed sticker hold its yellow.
    let gold = 0;
    const top = (alphaTop(b) ?? 0) + 40;
    for (let y = 0; y < top; y++)
      for (let x = 0; x < b.width; x++) {
        const i = (y * b.width + x) * 4;
        const [r, g, bl] = [b.data[i] as number, b.data[i + 1] as number, b.data[i + 2] as number];
        if ((b.data[i + 3] as number) > 200 && r > 220 && g > 170 && bl < 120) gold++;
      }
    expect(gold).toBeGreaterThan(300);
    expect(difference(a, b)).toBeGreaterThan(MIN_PAIR_DIFFERENCE);
  }, 30_000);
});

function alphaTop(r: Raw): number | null {
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++) if ((r.data[(y * r.width + x) * 4 + 3] as number) > 200) return y;
  return null;
}
