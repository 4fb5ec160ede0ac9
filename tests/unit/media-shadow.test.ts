import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dieCutRaw } from '@/lib/media/die-cut';

describe('die-cut shadow', () => {
  it('stays a soft halo under the sticker: nothing far outside, no row-to-row stripes', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="#e33"/></svg>',
    );
    const png = await sharp(svg).png().toBuffer();
    const out = await dieCutRaw(png, { width: 12, shadow: true, size: 512 });
    const { data, width, height } = out;
    const cx = width / 2;
    const cy = height / 2;
    const radius = Math.min(width, height) / 2;
    let far = 0;
    let stripes = 0;
    for (let y = 1; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const a = data[(y * width + x) * 4 + 3] as number;
        if (Math.hypot(x - cx, y - cy) > radius + 2 && a > 0) far++;
        const above = data[((y - 1) * width + x) * 4 + 3] as number;
        if (Math.abs(a - above) > 60 && Math.hypot(x - cx, y - cy) > radius - 10) stripes++;
      }
    }
    expect(far).toBe(0);
    expect(stripes).toBeLessThan(50);
  });
});
