import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// /favicon.ico is asked for by browsers and crawlers whatever the page links; Next serves
// app/favicon.ico there (made by scripts/build-favicon.ts from public/icon.svg).
describe('favicon.ico', () => {
  it('is an icon file holding 16, 32 and 48 px PNG images of the drawing', async () => {
    const ico = fs.readFileSync(path.resolve(__dirname, '../../app/favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1); // an icon, not a cursor
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt8(entry) || 256;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + length);
      expect(png.length).toBe(length);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // Not blank: the violet tile is drawn.
      const { dominant } = await sharp(png).stats();
      expect(dominant.r + dominant.g + dominant.b).toBeGreaterThan(0);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
