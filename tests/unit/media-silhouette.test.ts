import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dieCutRaw } from '@/lib/media/die-cut';
import type { Raw } from '@/lib/media/raw';
import { unionSilhouette } from '@/lib/media/silhouette';
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

  it('keeps a forced mark (a mood heart) drawn far from the subject inside the one outline', async () => {
    const subject = '<circle cx="110" cy="170" r="90" fill="#3a7bd5"/>';
    const heart = '<circle cx="350" cy="40" r="20" fill="#e63946"/>';
    const src = await svgRaw(subject + heart);
    const force = await svgRaw(heart);
    const red = (r: Raw) => {
      let n = 0;
      for (let p = 0; p < r.width * r.height; p++) {
        const i = p * 4;
        if ((r.data[i] as number) > 200 && (r.data[i + 1] as number) < 90 && (r.data[i + 3] as number) > 200)
          n++;
      }
      return n;
    };
    // Without forcing, the far heart is an island the die-cut drops (what happened to mood marks).
    const dropped = await dieCutRaw(src, { width: 6, shadow: false, size: 400 });
    expect(red(dropped)).toBe(0);
    const cut = await dieCutRaw(src, { width: 6, shadow: false, size: 400, force });
    expect(red(cut)).toBeGreaterThan(600);
    expect(islands(cut)).toBe(1);
  });

  it('rounds the corner where a frame cut ends inside the box, not only the box corners', () => {
    // A subject cut by the left, top and bottom of its photo; its chin leaves the bottom edge at
    // x = 250 and its cheek reaches further right above: that inner corner must be rounded too.
    const w = 420;
    const h = 320;
    const pad = 10;
    const mask = new Uint8Array(w * h);
    for (let y = 0; y < 300; y++)
      for (let x = 0; x < (y < 220 ? 360 : 250); x++) mask[(y + pad) * w + x + pad] = 1;
    // The box as the die-cut measures it: 3 px of soft edge past the uncut right side.
    const box = { left: pad, top: pad, width: 363, height: 300 };
    const { shape } = unionSilhouette(mask, w, h, box, { gap: 8 });
    const at = (x: number, y: number) => shape[(y + pad) * w + x + pad];
    expect(at(247, 297)).toBe(0); // the inner corner, where the bottom cut ends
    expect(at(2, 297)).toBe(0); // the frame's own corners
    expect(at(2, 2)).toBe(0);
    expect(at(357, 2)).toBe(0); // where the top cut ends at the cheek
    expect(at(357, 217)).toBe(1); // the cheek's own corner, far from any cut, stays sharp
    expect(at(125, 299)).toBe(1); // the middle of a cut edge stays
    expect(at(359, 110)).toBe(1);
  });
});
