import { hexToRgb, type Raw, rawSharp } from '../raw';

// A photo where the animal fills the frame leaves the background remover nothing to remove: the
// cut-out is the photo's rectangle, and drawn as a figure it is a strip cut through the face. Such a
// subject is drawn as a portrait badge instead: a squircle face crop in a thick coloured ring with an
// ink outline, the way a printed portrait sticker looks.

/** How much of its bounding box a subject's opaque area fills: ~0.5–0.65 for a figure, ~0.9 for a photo cut. */
export function boxFill(r: Raw): number {
  let n = 0;
  for (let p = 0; p < r.width * r.height; p++) if ((r.data[p * 4 + 3] as number) >= 128) n++;
  return n / Math.max(1, r.width * r.height);
}

/** A subject that is its photo's rectangle rather than a silhouette. */
export const isPhotoCut = (r: Raw) => r.width >= 48 && r.height >= 48 && boxFill(r) >= 0.8;

/** The weighted centre of a photo's sharp detail (squared luminance gradient), in its pixels. */
function detailCentre(r: Raw): [number, number] {
  const { width: W, height: H, data } = r;
  const l = (p: number) =>
    0.299 * (data[p * 4] as number) +
    0.587 * (data[p * 4 + 1] as number) +
    0.114 * (data[p * 4 + 2] as number);
  let sx = 0;
  let sy = 0;
  let sw = 0;
  for (let y = 1; y < H - 1; y += 2) {
    for (let x = 1; x < W - 1; x += 2) {
      const p = y * W + x;
      if ((data[p * 4 + 3] as number) < 250 || (data[(p + 1) * 4 + 3] as number) < 250) continue;
      const g = Math.abs(l(p + 1) - l(p - 1)) + Math.abs(l(p + W) - l(p - W));
      const w = g * g;
      sx += x * w;
      sy += y * w;
      sw += w;
    }
  }
  return sw > 0 ? [sx / sw, sy / sw] : [W / 2, H / 2];
}

/** The badge's parts, as fractions of the badge's radius. */
const RING = 0.13;
const INK = 0.04;

/** The squircle face crop of a photo-cut subject in its ring; `inner` is the photo's square, in the badge's pixels. */
export async function portraitBadge(
  subject: Raw,
  ringColour = '#ffc93c',
  ink = '#2a1650',
): Promise<Raw & { inner: { x: number; y: number; width: number; height: number } }> {
  // A square on the shorter side, centred on the photo's detail: eyes, nose and whiskers are where
  // the picture is sharpest, the blurred fur and background around them are not.
  const side = Math.min(subject.width, subject.height);
  const [cx, cy] = detailCentre(subject);
  const left = Math.round(Math.max(0, Math.min(subject.width - side, cx - side / 2)));
  const top = Math.round(Math.max(0, Math.min(subject.height - side, cy - side / 2)));
  const { data } = await rawSharp(subject)
    .extract({ left, top, width: side, height: side })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const R = side / 2 / (1 - RING - INK);
  const size = Math.ceil(2 * R);
  const out = Buffer.alloc(size * size * 4);
  const ring = hexToRgb(ringColour);
  const line = hexToRgb(ink);
  const c = size / 2;
  const off = (size - side) / 2;
  const rPhoto = side / 2;
  const rRing = R * (1 - INK);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // A squircle (|x|⁴ + |y|⁴): round like a badge, yet it keeps more of the photo's corners.
      const d = ((Math.abs(x + 0.5 - c) ** 4 + Math.abs(y + 0.5 - c) ** 4) ** 0.25) as number;
      const o = (y * size + x) * 4;
      let rgb: [number, number, number];
      if (d < rPhoto) {
        const sx = Math.min(side - 1, Math.max(0, Math.floor(x - off)));
        const sy = Math.min(side - 1, Math.max(0, Math.floor(y - off)));
        const s = (sy * side + sx) * 4;
        const a = (data[s + 3] as number) / 255;
        // Where the photo itself is see-through, the ring's colour shows (no hole in the badge).
        rgb = [0, 1, 2].map((k) => (data[s + k] as number) * a + ring[k as 0] * (1 - a)) as [
          number,
          number,
          number,
        ];
      } else rgb = d < rRing ? ring : line;
      out[o] = Math.round(rgb[0]);
      out[o + 1] = Math.round(rgb[1]);
      out[o + 2] = Math.round(rgb[2]);
      out[o + 3] = Math.round(255 * Math.max(0, Math.min(1, R - d + 0.5)));
    }
  }
  const inner = { x: off, y: off, width: side, height: side };
  return { data: out, width: size, height: size, inner };
}
