import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForSegmentation, removeBackground } from '@/lib/media/background';
import { characterTilesFromPhotos } from '@/lib/media/character';
import { localCharacterRenderer } from '@/lib/media/character-renderer';

const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
const photo = (name: string) => fs.readFileSync(path.join(PHOTOS, name));
const RECORDED = path.resolve(process.cwd(), 'tests/fixtures/cutouts/astronaut.png');

async function alphaAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3] as number;
}

// CPU segmentation: several seconds per photo and ~1 GB of memory.
describe('background removal (slow)', () => {
  it('cuts the astronaut out: transparent corner, opaque centre', { timeout: 120_000 }, async () => {
    const out = await removeBackground(await prepareForSegmentation(photo('astronaut.png')));
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 512, 512, 4]);
    expect(await alphaAt(out, 5, 5)).toBeLessThan(10);
    expect(await alphaAt(out, 256, 300)).toBeGreaterThan(245);
    // The die-cut tests read recorded cut-outs (scripts/record-cutouts.ts); this one says when the
    // model's output has moved away from them and they must be recorded again.
    const alpha = async (png: Buffer) => (await sharp(png).extractChannel(3).raw().toBuffer()) as Buffer;
    const [now, recorded] = await Promise.all([alpha(out), alpha(fs.readFileSync(RECORDED))]);
    let diff = 0;
    for (let i = 0; i < now.length; i++) diff += Math.abs((now[i] as number) - (recorded[i] as number));
    expect(diff / now.length, 'mean alpha difference from the recorded cut-out').toBeLessThan(2);
  });

  it('turns photos into die-cut 512 tiles and picks the biggest subject as main', {
    timeout: 180_000,
  }, async () => {
    // coffee.png's cup fills less of its frame than the astronaut fills hers.
    const result = await characterTilesFromPhotos([photo('coffee.png'), photo('astronaut.png')]);
    expect(result.tiles).toHaveLength(2);
    expect(result.mainIndex).toBe(1);
    for (const tile of result.tiles) {
      const meta = await sharp(tile).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
      expect(tile.length).toBeLessThanOrEqual(512 * 1024);
      expect(await alphaAt(tile, 0, 0)).toBe(0);
    }
    expect(result.photos[1]?.timings.removeBackgroundMs).toBeGreaterThan(0);
    const viaRenderer = await localCharacterRenderer.render({ photos: [photo('astronaut.png')] });
    expect(viaRenderer).toMatchObject({ mainIndex: 0 });
    expect(viaRenderer.tiles).toHaveLength(1);
  });
});
