import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareForSegmentation, removeBackground } from '@/lib/media/background';
import { type CharacterTiles, characterTilesFromPhotos } from '@/lib/media/character';
import { localCharacterRenderer } from '@/lib/media/character-renderer';

const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
const photo = (name: string) => fs.readFileSync(path.join(PHOTOS, name));
const RECORDED = path.resolve(process.cwd(), 'tests/fixtures/cutouts/astronaut.png');

async function alphaAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3] as number;
}

// CPU segmentation: several seconds per photo and ~1 GB of memory. Every call the tests read is made
// once, all side by side as a server's jobs would ask for them, while a timer measures how long the
// event loop waits: the model runs in a worker thread, one photo at a time, and each caller must get
// its own answer back.
let cutout: Buffer;
let again: Buffer;
let result: CharacterTiles;
let viaRenderer: { tiles: Buffer[]; mainIndex: number };
let maxLag = 0;

beforeAll(async () => {
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    maxLag = Math.max(maxLag, now - last - 50);
    last = now;
  }, 50);
  try {
    const astronaut = await prepareForSegmentation(photo('astronaut.png'));
    [cutout, again, result, viaRenderer] = await Promise.all([
      removeBackground(astronaut),
      removeBackground(astronaut),
      // coffee.png's cup fills less of its frame than the astronaut fills hers.
      characterTilesFromPhotos([photo('coffee.png'), photo('astronaut.png')]),
      localCharacterRenderer.render({ photos: [photo('astronaut.png')] }),
    ]);
  } finally {
    clearInterval(timer);
  }
}, 300_000);

describe('background removal (slow)', () => {
  it('cuts the astronaut out: transparent corner, opaque centre', async () => {
    const meta = await sharp(cutout).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 512, 512, 4]);
    expect(await alphaAt(cutout, 5, 5)).toBeLessThan(10);
    expect(await alphaAt(cutout, 256, 300)).toBeGreaterThan(245);
    // The die-cut tests read recorded cut-outs (scripts/record-cutouts.ts); this one says when the
    // model's output has moved away from them and they must be recorded again.
    const alpha = async (png: Buffer) => (await sharp(png).extractChannel(3).raw().toBuffer()) as Buffer;
    const [now, recorded] = await Promise.all([alpha(cutout), alpha(fs.readFileSync(RECORDED))]);
    let diff = 0;
    for (let i = 0; i < now.length; i++) diff += Math.abs((now[i] as number) - (recorded[i] as number));
    expect(diff / now.length, 'mean alpha difference from the recorded cut-out').toBeLessThan(2);
  });

  it('keeps the event loop answering while the model runs, and answers the same photo the same', () => {
    expect(again.subarray(1, 4).toString()).toBe('PNG');
    expect(again.equals(cutout)).toBe(true);
    // On the main thread each photo stalled the event loop for seconds (docs/measurements.md); in the
    // worker only decoding/encoding remains.
    expect(maxLag).toBeLessThan(3000);
  });

  it('turns photos into die-cut 512 tiles and picks the biggest subject as main', async () => {
    expect(result.tiles).toHaveLength(2);
    expect(result.mainIndex).toBe(1);
    for (const tile of result.tiles) {
      const meta = await sharp(tile).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
      expect(tile.length).toBeLessThanOrEqual(512 * 1024);
      expect(await alphaAt(tile, 0, 0)).toBe(0);
    }
    expect(result.photos[1]?.timings.removeBackgroundMs).toBeGreaterThan(0);
    expect(viaRenderer).toMatchObject({ mainIndex: 0 });
    expect(viaRenderer.tiles).toHaveLength(1);
  });
});
