import { squaredDistanceToMask } from '../distance';
import { alphaBBox, blankRaw, type Raw, rawSharp, toRaw } from '../raw';

/** How much of a character tile's edge is its old die-cut ring (outline + shadow) to cut away. */
export const RING = 14;

/** The subject of a character tile without its white die-cut ring, cropped to what is left. */
export async function subjectFromTile(tile: Buffer): Promise<Raw & { top: number; left: number }> {
  const raw = await toRaw(tile);
  const { width: W, height: H } = raw;
  const outside = new Uint8Array(W * H);
  for (let p = 0; p < W * H; p++) outside[p] = (raw.data[p * 4 + 3] as number) < 128 ? 1 : 0;
  const d2 = squaredDistanceToMask(outside, W, H);
  const out = Buffer.from(raw.data);
  for (let p = 0; p < W * H; p++) {
    const d = Math.sqrt(d2[p] as number);
    const keep = Math.max(0, Math.min(1, d - RING));
    out[p * 4 + 3] = Math.round((out[p * 4 + 3] as number) * keep);
  }
  const cut = { data: out, width: W, height: H };
  const box = alphaBBox(cut, 32);
  if (!box) return { ...cut, top: 0, left: 0 };
  const { data, info } = await rawSharp(cut).extract(box).raw().toBuffer({ resolveWithObject: true });
  // `top`, `left`: where the crop starts in the tile, to map the tile's head box into the subject.
  return { data, width: info.width, height: info.height, top: box.top, left: box.left };
}

async function resize(r: Raw, width: number, height: number): Promise<Raw> {
  const { data, info } = await rawSharp(r)
    .resize(Math.max(1, width), Math.max(1, height), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Over-blend `src` onto `dst` at (left, top): straight alpha, clipped to the canvas. */
export function blendRaw(dst: Raw, src: Raw, left: number, top: number) {
  for (let y = 0; y < src.height; y++) {
    const dy = y + top;
    if (dy < 0 || dy >= dst.height) continue;
    for (let x = 0; x < src.width; x++) {
      const dx = x + left;
      if (dx < 0 || dx >= dst.width) continue;
      const s = (y * src.width + x) * 4;
      const a = (src.data[s + 3] as number) / 255;
      if (a <= 0) continue;
      const d = (dy * dst.width + dx) * 4;
      const da = (dst.data[d + 3] as number) / 255;
      const oa = a + da * (1 - a);
      for (let c = 0; c < 3; c++) {
        dst.data[d + c] = Math.round(
          ((src.data[s + c] as number) * a + (dst.data[d + c] as number) * da * (1 - a)) / oa,
        );
      }
      dst.data[d + 3] = Math.round(oa * 255);
    }
  }
}

/** Where a subject landed in a group: its pixel (x, y) is the group's (place.x + x·k, place.y + y·k). */
export type Place = { x: number; y: number; k: number };

/** How much smaller each next character of a group stands (it is further back). */
const BACK = [1, 0.88, 0.78];
/** A group is at most this much wider than tall: wider, and it could not stand as tall as one character. */
const MAX_ASPECT = 1.05;

/**
 * 1–3 subjects like a photo of friends: the first in front, each next one partly behind it and a
 * little smaller, their tops (heads) roughly level. They overlap as much as it takes for the group
 * to stay about as tall as wide, so on the sticker it stands as tall as one character would.
 */
export async function groupSubjects(subjects: Raw[], side = 420): Promise<Raw & { places?: Place[] }> {
  if (subjects.length === 1) return subjects[0] as Raw;
  const scaled = await Promise.all(
    subjects.map((s, i) => {
      const k = (side * (BACK[i] ?? 0.8)) / s.height;
      return resize(s, Math.round(s.width * k), Math.round(s.height * k));
    }),
  );
  const height = side;
  const last = scaled[scaled.length - 1] as Raw;
  const before = scaled.slice(0, -1).reduce((w, s) => w + s.width, 0);
  // Each next one starts this share of the previous one's width further along.
  const step = Math.max(0.24, Math.min(0.62, (MAX_ASPECT * height - last.width) / Math.max(1, before)));
  const xs: number[] = [];
  let x = 0;
  for (const s of scaled) {
    xs.push(Math.round(x));
    x += s.width * step;
  }
  const width = Math.max(...scaled.map((s, i) => (xs[i] as number) + s.width));
  // Smaller ones stand a little lower than the front one's top: heads level, feet further up.
  const ys = scaled.map((s) => Math.round((height - s.height) * 0.25));
  const out = blankRaw(width, height);
  for (let i = scaled.length - 1; i >= 0; i--)
    blendRaw(out, scaled[i] as Raw, xs[i] as number, ys[i] as number);
  const places = scaled.map((s, i) => ({
    x: xs[i] as number,
    y: ys[i] as number,
    k: s.width / (subjects[i] as Raw).width,
  }));
  return { ...out, places };
}
