import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropToSubject } from '@/lib/media/crop';
import { dieCut } from '@/lib/media/die-cut';
import { squaredDistanceToMask } from '@/lib/media/distance';
import { makeTile } from '@/lib/media/tile';

/** A red disc (radius 80) on a transparent 400x300 canvas, plus a 3x3 speck and a 1 px "whisker". */
async function subject(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <circle cx="200" cy="150" r="80" fill="#ff0000"/>
    <rect x="10" y="10" width="3" height="3" fill="#00ff00"/>
    <rect x="280" y="149" width="100" height="1" fill="#0000ff"/>
  </svg>`;
  return sharp(Buffer.from(svg)).ensureAlpha().png().toBuffer();
}

async function pixels(img: Buffer) {
  const { data, info } = await sharp(img).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return {
      r: data[i] as number,
      g: data[i + 1] as number,
      b: data[i + 2] as number,
      a: data[i + 3] as number,
    };
  };
  return { at, width: info.width, height: info.height, data };
}

describe('squaredDistanceToMask', () => {
  it('matches brute force', () => {
    const w = 23;
    const h = 17;
    const mask = new Uint8Array(w * h);
    for (const i of [5, 77, 200, 301, 390]) mask[i] = 1;
    const d = squaredDistanceToMask(mask, w, h);
    for (let p = 0; p < w * h; p++) {
      let best = Number.POSITIVE_INFINITY;
      for (let q = 0; q < w * h; q++) {
        if (!mask[q]) continue;
        const dx = (p % w) - (q % w);
        const dy = Math.floor(p / w) - Math.floor(q / w);
        best = Math.min(best, dx * dx + dy * dy);
      }
      expect(d[p]).toBe(best);
    }
  });
});

describe('cropToSubject', () => {
  it('trims to the subject and adds padding, dropping specks', async () => {
    const out = await pixels(await cropToSubject(await subject(), { padding: 10 }));
    // Disc 160 wide + whisker reaching x=379 (it touches the disc), minus the speck; +3 px soft edge each side.
    expect(out.height).toBe(160 + 2 * 3 + 2 * 10);
    expect(out.at(0, 0).a).toBe(0);
  });
});

describe('dieCut', () => {
  it('makes a 512 px WebP sticker with a white outline, a transparent outside and the subject inside', async () => {
    const webp = await dieCut(await subject(), { outline: '#ffffff', width: 12, shadow: true });
    expect(webp.length).toBeLessThanOrEqual(512 * 1024);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(Math.min(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    const px = await pixels(webp);
    for (const [x, y] of [
      [0, 0],
      [px.width - 1, 0],
      [0, px.height - 1],
      [px.width - 1, px.height - 1],
    ] as const) {
      expect(px.at(x, y).a).toBe(0);
    }
    const cx = px.width >> 1;
    const cy = px.height >> 1;
    expect(px.at(cx, cy)).toMatchObject({ a: 255 });
    expect(px.at(cx, cy).r).toBeGreaterThan(200);
    expect(px.at(cx, cy).g).toBeLessThan(60);
    // Walk up from the centre: red subject, then a white opaque band, then transparency.
    let y = cy;
    while (y > 0 && px.at(cx, y).r > 200 && px.at(cx, y).g < 100) y--;
    let white = 0;
    while (y > 0) {
      const p = px.at(cx, y);
      if (p.a === 255 && p.r > 245 && p.g > 245 && p.b > 245) white++;
      else if (white > 0) break;
      y--;
    }
    expect(white).toBeGreaterThanOrEqual(10);
    expect(white).toBeLessThanOrEqual(20);
    // The 1 px whisker is not part of the cut: far to the right of the disc there is nothing.
    expect(px.at(px.width - 30, cy).a).toBeLessThan(60);
  });

  it('uses the outline colour it is given', async () => {
    const px = await pixels(await dieCut(await subject(), { outline: '#00ff00', width: 14, shadow: false }));
    const cx = px.width >> 1;
    let y = px.height >> 1;
    while (y > 0 && px.at(cx, y).r > 150) y--;
    const p = px.at(cx, y - 4);
    expect(p.a).toBe(255);
    expect(p.g).toBeGreaterThan(230);
    expect(p.r).toBeLessThan(30);
  });
});

describe('makeTile', () => {
  it('is a 512x512 transparent square with the subject centred', async () => {
    const tile = await makeTile(await subject());
    const px = await pixels(tile);
    expect([px.width, px.height]).toEqual([512, 512]);
    expect(px.at(0, 0).a).toBe(0);
    expect(px.at(511, 511).a).toBe(0);
    expect(px.at(256, 256).a).toBe(255);
  });

  it('can leave the outline off', async () => {
    const px = await pixels(await makeTile(await subject(), { dieCut: false }));
    let white = 0;
    for (let i = 0; i < px.data.length; i += 4) {
      if (px.data[i + 3] === 255 && (px.data[i] as number) > 240 && (px.data[i + 1] as number) > 240) white++;
    }
    expect(white).toBe(0);
  });
});
