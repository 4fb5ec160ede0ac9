import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateHeadBox } from '@/lib/media/head-box';
import type { Raw } from '@/lib/media/raw';

async function figure(svgBody: string): Promise<Raw> {
  const { data, info } = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">${svgBody}</svg>`),
  )
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('estimateHeadBox (from the silhouette)', () => {
  it('finds a head above the shoulders', async () => {
    const r = await figure(
      '<circle cx="200" cy="110" r="80" fill="#f1c27d"/><rect x="180" y="185" width="40" height="30" fill="#f1c27d"/><rect x="60" y="210" width="280" height="290" rx="60" fill="#3a7bd5"/>',
    );
    const box = estimateHeadBox(r);
    if (!box) throw new Error('no head');
    expect(box.y).toBeLessThanOrEqual(32);
    expect(box.y + box.height).toBeGreaterThan(170); // the whole face
    expect(box.y + box.height).toBeLessThan(270); // not the body
    expect(box.x).toBeGreaterThan(100);
    expect(box.x + box.width).toBeLessThan(300);
  });

  it('falls back to the top of a figure with no neck, and to nothing for an empty image', async () => {
    const block = await figure('<rect x="50" y="50" width="300" height="400" fill="#333"/>');
    expect(estimateHeadBox(block)?.height).toBe(Math.round(400 * 0.38));
    expect(estimateHeadBox(await figure(''))).toBeNull();
  });
});
