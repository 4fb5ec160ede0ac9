import type { StyleFamily, StyleLook } from '@/lib/config/styles';
import { applyLookRaw } from '../look';
import sharp from 'sharp';
import { hexToRgb, type Raw, rawSharp } from '../raw';
import { alphaEdges, clamp255, edges, gradient, luma, lumaAt, sharpOp, smoothColour } from './pixels';
import { type FaceBox, neon } from './neon';
import { rng } from './random';

// Each style family is a real drawing treatment of the cut-out (issue: "every style looks
// different"), not a colour filter: flat quantised colour with ink lines, halftone dots, pixels,
// washes, glowing edges, metal. Alpha is kept, so the die-cut outline follows the subject.
export type Family = StyleFamily;

export type Treatment = { family: Family; colors: string[]; look: StyleLook | null };
type Rgb = [number, number, number];
const INK: Rgb = [34, 24, 48];

/** Dark ink where `from` (by default the image itself) has edges, plus the silhouette's contour. */
function inkLines(r: Raw, threshold: number, ink: Rgb = INK, strength = 1, from: Raw = r) {
  const l = luma(from);
  const e = edges(l, r.width, r.height);
  const contour = alphaEdges(r);
  for (let p = 0; p < l.length; p++) {
    const i = p * 4;
    if ((r.data[i + 3] as number) < 8) continue;
    const k =
      Math.min(
        1,
        Math.max(((e[p] as number) - threshold) / threshold, ((contour[p] as number) - 200) / 300),
      ) * strength;
    if (k <= 0) continue;
    for (let c = 0; c < 3; c++)
      r.data[i + c] = Math.round((r.data[i + c] as number) * (1 - k) + (ink[c] as number) * k);
  }
}

function quantise(r: Raw, levels: number, saturation: number) {
  const step = 255 / (levels - 1);
  for (let i = 0; i < r.data.length; i += 4) {
    const l = lumaAt(r.data, i);
    for (let c = 0; c < 3; c++) {
      const v = l + ((r.data[i + c] as number) - l) * saturation;
      r.data[i + c] = clamp255(Math.round(clamp255(v) / step) * step);
    }
  }
}

/** Flat colour: smoothed, then reduced to a small palette by libimagequant (no dithering). */
async function flatColour(src: Raw, colours: number, saturation: number): Promise<Raw> {
  const smooth = await smoothColour(src, (s) => s.median(9).blur(3).modulate({ saturation }));
  const png = await rawSharp(smooth).png({ palette: true, colours, dither: 0 }).toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const flat = { data, width: info.width, height: info.height };
  for (let p = 0; p < src.width * src.height; p++) flat.data[p * 4 + 3] = src.data[p * 4 + 3] as number;
  return flat;
}

async function cartoon(src: Raw, colours = 16, inkAt = 110): Promise<Raw> {
  const r = await flatColour(src, colours, 1.45);
  // Lines from the lightly smoothed photo keep eyes and mouth that the flat colour has lost.
  inkLines(r, inkAt, INK, 1, await smoothColour(src, (s) => s.median(3)));
  return r;
}

async function comic(src: Raw): Promise<Raw> {
  const r = await cartoon(src, 6, 90);
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const i = (y * r.width + x) * 4;
      if ((r.data[i + 3] as number) < 8 || lumaAt(r.data, i) > 95) continue;
      const cx = (x % 6) - 2.5;
      const cy = (y % 6) - 2.5;
      if (cx * cx + cy * cy < 3.2) for (let c = 0; c < 3; c++) r.data[i + c] = INK[c] as number;
    }
  }
  return r;
}

async function popart(src: Raw, colors: Rgb[]): Promise<Raw> {
  const r = await smoothColour(src, (s) => s.median(5));
  const l = luma(r);
  for (let p = 0; p < l.length; p++) {
    const i = p * 4;
    const t = (l[p] as number) / 255;
    const band = t < 0.28 ? 0 : t < 0.5 ? 1 : t < 0.72 ? 2 : 3;
    const col = colors[band % colors.length] as Rgb;
    const x = p % r.width;
    const y = Math.floor(p / r.width);
    // Dot screen: darker bands get bigger ink dots on a 7 px grid.
    const cx = (x % 7) - 3;
    const cy = (y % 7) - 3;
    const dot = cx * cx + cy * cy < (1 - t) * 9;
    const out = dot && band < 3 ? INK : col;
    for (let c = 0; c < 3; c++) r.data[i + c] = out[c] as number;
  }
  inkLines(r, 130);
  return r;
}

async function pixel(src: Raw, cell = 11): Promise<Raw> {
  const small = Math.max(24, Math.round(src.width / cell));
  const down = await sharpOp(src, (s) => s.resize(small, null, { kernel: 'nearest' }));
  quantise(down, 5, 1.25);
  for (let i = 3; i < down.data.length; i += 4) down.data[i] = (down.data[i] as number) >= 128 ? 255 : 0;
  return sharpOp(down, (s) => s.resize(src.width, src.height, { kernel: 'nearest', fit: 'fill' }));
}

/** Soft blotches (±1) at about `cell` px: the uneven tooth of watercolour paper. */
async function paperBlotches(w: number, h: number, cell: number, seed: number): Promise<Float32Array> {
  const sw = Math.max(2, Math.round(w / cell));
  const sh = Math.max(2, Math.round(h / cell));
  const next = rng(seed ^ 0x5bd1e995);
  const noise = Buffer.alloc(sw * sh);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.round(next() * 255);
  const big = await sharp(noise, { raw: { width: sw, height: sh, channels: 1 } })
    .resize(w, h, { kernel: 'cubic', fit: 'fill' })
    .blur(cell / 3)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = new Float32Array(w * h);
  for (let p = 0; p < out.length; p++) out[p] = ((big[p] as number) - 128) / 128;
  return out;
}

/**
 * Watercolour: a few flat pools of transparent colour that bleed a little, pigment pooled dark
 * along the pools' edges, paper white in the highlights, blotchy paper, and a faint pencil
 * underdrawing that keeps the face readable.
 */
async function watercolor(src: Raw, tint: Rgb, seed: number): Promise<Raw> {
  const pools = await flatColour(src, 7, 1.15);
  const r = await smoothColour(pools, (s) => s.blur(1.6));
  const e = edges(luma(pools), src.width, src.height);
  const paper = await paperBlotches(src.width, src.height, 18, seed);
  const next = rng(seed);
  for (let p = 0; p < e.length; p++) {
    const i = p * 4;
    const pooled = Math.min(0.4, (e[p] as number) / 700);
    const light = lumaAt(r.data, i) > 205 ? 0.55 : 0;
    const tooth = (paper[p] as number) * 10 + (next() - 0.5) * 10;
    for (let c = 0; c < 3; c++) {
      // The tint is what tells one wash from another: strong enough to read at card size.
      const wash = (r.data[i + c] as number) * 0.4 + 255 * 0.1 + (tint[c] as number) * 0.5;
      const toPaper = wash * (1 - light) + 252 * light;
      r.data[i + c] = clamp255(toPaper * (1 - pooled) + toPaper * 0.55 * pooled + tooth);
    }
  }
  inkLines(r, 105, [92, 66, 100], 0.6, await smoothColour(src, (s) => s.median(3)));
  return r;
}

async function lineart(src: Raw, ink: Rgb, paper: Rgb): Promise<Raw> {
  const r = await smoothColour(src, (s) => s.median(3));
  const l = luma(r);
  const e = edges(l, r.width, r.height);
  const contour = alphaEdges(r);
  for (let p = 0; p < l.length; p++) {
    const i = p * 4;
    const line = Math.min(1, Math.max(((e[p] as number) - 60) / 140, ((contour[p] as number) - 150) / 250));
    const shade = (l[p] as number) < 70 ? 0.25 : 0;
    const k = Math.max(0, Math.max(line, shade));
    for (let c = 0; c < 3; c++)
      r.data[i + c] = Math.round((paper[c] as number) * (1 - k) + (ink[c] as number) * k);
  }
  return r;
}

function metallic(src: Raw, stops: Rgb[]): Raw {
  const r = { data: Buffer.from(src.data), width: src.width, height: src.height };
  for (let i = 0; i < r.data.length; i += 4) {
    const t = lumaAt(src.data, i) / 255;
    const shine = t > 0.82 ? (t - 0.82) * 4 : 0;
    const [cr, cg, cb] = gradient(stops, t * 0.85 + 0.1);
    r.data[i] = clamp255(cr + shine * 120);
    r.data[i + 1] = clamp255(cg + shine * 120);
    r.data[i + 2] = clamp255(cb + shine * 120);
  }
  inkLines(r, 170, [70, 45, 10], 0.6);
  return r;
}

function duotone(src: Raw, dark: Rgb, light: Rgb, seed: number): Raw {
  const r = { data: Buffer.from(src.data), width: src.width, height: src.height };
  const next = rng(seed);
  const shift = 3;
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const i = (y * r.width + x) * 4;
      const j = (y * r.width + Math.max(0, x - shift)) * 4;
      const t = Math.min(1, lumaAt(src.data, i) / 255 + (next() - 0.5) * 0.08);
      const t2 = lumaAt(src.data, j) / 255;
      for (let c = 0; c < 3; c++) {
        const base = (dark[c] as number) * (1 - t) + (light[c] as number) * t;
        r.data[i + c] = clamp255(base * (0.85 + 0.15 * t2));
      }
    }
  }
  return r;
}

const rgb = (hex: string | undefined, fallback: string): Rgb => hexToRgb(hex ?? fallback);

/** A family's own colours laid over its drawing by lightness: variants of one family differ. */
function paletteWash(r: Raw, colors: string[], strength = 0.4): Raw {
  if (colors.length < 2) return r;
  const stops = colors.map((c) => hexToRgb(c));
  for (let i = 0; i < r.data.length; i += 4) {
    const [cr, cg, cb] = gradient(stops, lumaAt(r.data, i) / 255);
    r.data[i] = Math.round((r.data[i] as number) * (1 - strength) + cr * strength);
    r.data[i + 1] = Math.round((r.data[i + 1] as number) * (1 - strength) + cg * strength);
    r.data[i + 2] = Math.round((r.data[i + 2] as number) * (1 - strength) + cb * strength);
  }
  return r;
}

/** Applies a style family to a cut-out subject. */
export async function applyFamily(
  src: Raw,
  t: Treatment,
  seed: number,
  /**
   * A drawn body (lib/media/sticker/body): pixel art in smaller pixels, so its face stays readable.
   * The characters' faces in `src`'s pixels: neon lights them rather than darkening them.
   */
  o: { drawn?: boolean; faces?: FaceBox[] } = {},
): Promise<Raw> {
  const [c0, c1, c2, c3] = t.colors;
  switch (t.family) {
    case 'cartoon':
      return paletteWash(await cartoon(src), t.colors, 0.45);
    case 'comic':
      // Two inks (manga) replace the colours; more tint them.
      return paletteWash(await comic(src), t.colors, t.colors.length === 2 ? 0.9 : 0.45);
    case 'popart':
      return popart(src, [rgb(c0, '#1b3a8c'), rgb(c1, '#e4007c'), rgb(c2, '#00b4d8'), rgb(c3, '#ffd60a')]);
    case 'pixel':
      return paletteWash(await pixel(src, o.drawn ? 6 : 11), t.colors, 0.9);
    case 'watercolor':
      return watercolor(src, rgb(c0, '#ffc8e6'), seed);
    case 'lineart':
      return lineart(src, rgb(c0, '#1d1b2e'), rgb(c1, '#fffaf0'));
    case 'neon':
      return neon(src, rgb(c0, '#ff2bd6'), rgb(c1, '#120b2e'), o.faces);
    case 'metallic':
      return metallic(src, [rgb(c0, '#4a2c05'), rgb(c1, '#b8860b'), rgb(c2, '#ffd700'), rgb(c3, '#fff6c2')]);
    case 'duotone':
      return duotone(src, rgb(c0, '#2b2d42'), rgb(c1, '#ff8c61'), seed);
    default:
      return t.look ? applyLookRaw(src, t.look) : src;
  }
}
