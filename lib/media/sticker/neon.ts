import type { Raw } from '../raw';
import { alphaEdges, clamp255, edges, luma, sharpOp } from './pixels';

type Rgb = [number, number, number];

/** A face in the figure's pixels (parts/place.ts Head): centre, size, turn in degrees. */
export type FaceBox = { cx: number; cy: number; w: number; h: number; angle: number };

/**
 * How much of each pixel is face: 1 inside an oval a little larger than each face box, fading to 0
 * over its rim (so the lit face blends into the dark hair and collar).
 */
function faceMask(w: number, h: number, faces: FaceBox[]): Float32Array {
  const mask = new Float32Array(w * h);
  for (const f of faces) {
    const rx = f.w * 0.6;
    const ry = f.h * 0.62;
    const a = (f.angle * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    const reach = Math.max(rx, ry) * 1.2;
    for (let y = Math.max(0, Math.floor(f.cy - reach)); y < Math.min(h, Math.ceil(f.cy + reach)); y++)
      for (let x = Math.max(0, Math.floor(f.cx - reach)); x < Math.min(w, Math.ceil(f.cx + reach)); x++) {
        const dx = x - f.cx;
        const dy = y - f.cy;
        // In the face's own (turned) axes.
        const u = (dx * cos + dy * sin) / rx;
        const v = (-dx * sin + dy * cos) / ry;
        const k = Math.min(1, Math.max(0, (1.15 - Math.hypot(u, v)) / 0.3));
        const p = y * w + x;
        mask[p] = Math.max(mask[p] as number, k);
      }
  }
  return mask;
}

/**
 * Neon: a dark body with glowing outlines. Faces are lit instead (as by the sign's own light): the
 * photo's lightness drawn from the dark body colour up to a pale tint of the glow, so eyes and mouth
 * keep their contrast and the face reads (tests/media/sticker-neon-faces.test.ts); the glow lines
 * are softened over it, or every feature would turn into a glowing scribble.
 */
export async function neon(src: Raw, glow: Rgb, body: Rgb, faces: FaceBox[] = []): Promise<Raw> {
  const l = luma(src);
  const e = edges(l, src.width, src.height);
  const contour = alphaEdges(src);
  const face = faceMask(src.width, src.height, faces);
  const light = glow.map((g) => g * 0.6 + 255 * 0.4) as Rgb;
  const lines = { data: Buffer.alloc(src.data.length), width: src.width, height: src.height };
  const r = { data: Buffer.from(src.data), width: src.width, height: src.height };
  for (let p = 0; p < l.length; p++) {
    const i = p * 4;
    const f = face[p] as number;
    const k = Math.min(1, Math.max(((e[p] as number) - 90) / 160, ((contour[p] as number) - 150) / 200));
    // The face's lightness, its contrast stretched a little: shadows stay dark, skin goes pale.
    const t = Math.min(1, Math.max(0, ((l[p] as number) - 30) / 180));
    for (let c = 0; c < 3; c++) {
      const dark = (body[c] as number) * 0.7 + (src.data[i + c] as number) * 0.12;
      const lit = (body[c] as number) * 0.6 * (1 - t) + (light[c] as number) * t;
      r.data[i + c] = Math.round(dark * (1 - f) + lit * f);
      lines.data[i + c] = Math.round((glow[c] as number) * Math.max(0, k) * (1 - 0.75 * f));
    }
    lines.data[i + 3] = 255;
  }
  const blurred = await sharpOp(lines, (s) => s.blur(3));
  for (let p = 0; p < l.length; p++) {
    const i = p * 4;
    const f = face[p] as number;
    for (let c = 0; c < 3; c++) {
      r.data[i + c] = clamp255(
        (r.data[i + c] as number) +
          (blurred.data[i + c] as number) * 1.6 * (1 - 0.8 * f) +
          (lines.data[i + c] as number),
      );
    }
  }
  return r;
}
