import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dieCutRaw } from '@/lib/media/die-cut';
import type { Raw } from '@/lib/media/raw';
import { islands } from '../helpers/islands';

const svgRaw = async (body: string, w = 400, h = 300): Promise<Raw> => {
  const { data, info } = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`),
  )
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const alphaAt = (r: Raw, x: number, y: number) => r.data[(y * r.width + x) * 4 + 3] as number;

describe('one die-cut shape per sticker', () => {
  it('joins an island that nearly touches the subject (a held prop) into one outline', async () => {
    const src = await svgRaw(
      '<circle cx="150" cy="150" r="90" fill="#e07a2f"/><circle cx="262" cy="150" r="18" fill="#333"/>',
    );
    const cut = await dieCutRaw(src, { width: 6, shadow: false, size: 400 });
    expect(islands(cut)).toBe(1);
  });

  it('drops a far island and a speck instead of giving each its own outline', async () => {
    const src = await svgRaw(
      '<circle cx="120" cy="150" r="90" fill="#e07a2f"/><circle cx="360" cy="40" r="22" fill="#333"/><rect x="5" y="280" width="4" height="4" fill="#000"/>',
    );
    const cut = await dieCutRaw(src, { width: 6, shadow: false, size: 400 });
    expect(islands(cut)).toBe(1);
  });

  it('fills holes (a ring becomes a disc)', async () => {
    const src = await svgRaw(
      '<circle cx="200" cy="150" r="100" fill="none" stroke="#3a7bd5" stroke-width="30"/>',
    );
    const cut = await dieCutRaw(src, { width: 6, shadow: false, size: 400 });
    expect(alphaAt(cut, Math.round(cut.width / 2), Math.round(cut.height / 2))).toBe(255);
  });

  it('rounds a subject that fills its whole frame', async () => {
    const src = await svgRaw('<rect x="0" y="0" width="400" height="300" fill="#3a7bd5"/>');
    const cut = await dieCutRaw(src, { width: 6, shadow: false, size: 400 });
    expect(alphaAt(cut, 8, 8)).toBe(0);
    expect(alphaAt(cut, Math.round(cut.width / 2), Math.round(cut.height / 2))).toBe(255);
  });
});
