import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StyleLook } from '@/lib/config/styles';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { applyLook, applyLookRaw, stylizeSticker } from '@/lib/media/look';
import type { Raw } from '@/lib/media/raw';

/** A 64x64 gradient of saturated colours, left half opaque, right half 50% alpha, one clear corner. */
function sample(): Raw {
  const w = 64;
  const data = Buffer.alloc(w * w * 4);
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      data[i] = x * 4;
      data[i + 1] = 255 - y * 4;
      data[i + 2] = (x * y) % 256;
      data[i + 3] = x === 0 && y === 0 ? 0 : x < 32 ? 255 : 128;
    }
  }
  return { data, width: w, height: w };
}

const base: StyleLook = { saturation: 1, brightness: 1, outline: '#ffffff', outlineWidth: 12 };
const mean = (r: Raw, c: number) => {
  let s = 0;
  for (let i = c; i < r.data.length; i += 4) s += r.data[i] as number;
  return s / (r.data.length / 4);
};

describe('applyLook', () => {
  it('is the identity for a neutral look', () => {
    const r = sample();
    expect(applyLookRaw(r, base).data.equals(r.data)).toBe(true);
  });

  it('grayscale gives r = g = b and keeps alpha', async () => {
    const input = sample();
    const png = await applyLook(
      await sharp(input.data, { raw: { width: 64, height: 64, channels: 4 } })
        .png()
        .toBuffer(),
      {
        ...base,
        grayscale: true,
        saturation: 0,
      },
    );
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      expect(data[i]).toBe(data[i + 1]);
      expect(data[i + 1]).toBe(data[i + 2]);
      expect(data[i + 3]).toBe(input.data[i + 3]);
    }
  });

  it('brightness brightens, posterize limits levels, tint pulls towards the tint colour', () => {
    const r = sample();
    expect(mean(applyLookRaw(r, { ...base, brightness: 1.3 }), 1)).toBeGreaterThan(mean(r, 1) + 10);
    const poster = applyLookRaw(r, { ...base, posterize: 4 });
    const levels = new Set<number>();
    for (let i = 0; i < poster.data.length; i += 4) levels.add(poster.data[i] as number);
    expect(levels.size).toBeLessThanOrEqual(4);
    const blue = applyLookRaw(r, { ...base, tint: '#0000ff', tintStrength: 0.5 });
    expect(mean(blue, 2) - mean(blue, 0)).toBeGreaterThan(mean(r, 2) - mean(r, 0) + 20);
  });

  it('gives every catalogue style a distinct, small 512x512 preview', async () => {
    const r = sample();
    const png = await sharp(r.data, { raw: { width: 64, height: 64, channels: 4 } })
      .png()
      .toBuffer();
    const seen = new Set<string>();
    for (const style of STYLE_SEEDS.slice(0, 6)) {
      const webp = await stylizeSticker(png, style.look, {
        square: true,
        withBackground: true,
        maxBytes: 60 * 1024,
      });
      const meta = await sharp(webp).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);
      expect(webp.length).toBeLessThanOrEqual(60 * 1024);
      seen.add(webp.toString('base64'));
    }
    expect(seen.size).toBe(6);
  });
});
