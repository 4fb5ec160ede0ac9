import { type Raw, rawSharp } from '../raw';

// Small per-pixel helpers for the style families; every image is straight RGBA.
export const clamp255 = (v: number) => Math.min(255, Math.max(0, v));
export const lumaAt = (d: Buffer, i: number) =>
  0.299 * (d[i] as number) + 0.587 * (d[i + 1] as number) + 0.114 * (d[i + 2] as number);

export function luma(r: Raw): Float32Array {
  const out = new Float32Array(r.width * r.height);
  for (let p = 0; p < out.length; p++) out[p] = lumaAt(r.data, p * 4);
  return out;
}

/** Sobel edge magnitude (0..~1440) of a luminance plane. */
export function edges(l: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      const a = l[p - w - 1] as number;
      const b = l[p - w] as number;
      const c = l[p - w + 1] as number;
      const d = l[p - 1] as number;
      const f = l[p + 1] as number;
      const g = l[p + w - 1] as number;
      const hh = l[p + w] as number;
      const i = l[p + w + 1] as number;
      const gx = c + 2 * f + i - a - 2 * d - g;
      const gy = g + 2 * hh + i - a - 2 * b - c;
      out[p] = Math.sqrt(gx * gx + gy * gy);
    }
  }
  return out;
}

/** Edges of the alpha itself: the silhouette's contour (so every style gets an outer line). */
export function alphaEdges(r: Raw): Float32Array {
  const a = new Float32Array(r.width * r.height);
  for (let p = 0; p < a.length; p++) a[p] = r.data[p * 4 + 3] as number;
  return edges(a, r.width, r.height);
}

export async function sharpOp(
  r: Raw,
  op: (s: ReturnType<typeof rawSharp>) => ReturnType<typeof rawSharp>,
): Promise<Raw> {
  const { data, info } = await op(rawSharp(r)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A copy whose colour was smoothed while its alpha stays the original (no grey fringes). */
export async function smoothColour(
  r: Raw,
  op: (s: ReturnType<typeof rawSharp>) => ReturnType<typeof rawSharp>,
) {
  const done = await sharpOp(r, op);
  for (let p = 0; p < r.width * r.height; p++) done.data[p * 4 + 3] = r.data[p * 4 + 3] as number;
  return done;
}

export function mix(
  a: [number, number, number],
  b: [number, number, number],
  t: number,
): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Gradient map: luminance 0..1 through a list of colour stops. */
export function gradient(stops: [number, number, number][], t: number): [number, number, number] {
  const x = Math.max(0, Math.min(0.9999, t)) * (stops.length - 1);
  const i = Math.floor(x);
  return mix(stops[i] as [number, number, number], stops[i + 1] as [number, number, number], x - i);
}
