import sharp from 'sharp';
import { hexToRgb, type Raw } from '../../raw';
import type { Treatment } from '../families';
import { gradient, lumaAt } from '../pixels';
import { INK, INK_PX } from './art';
import type { Piece } from './place';

/** Figure pixels → canvas pixels: X = ox + x·k, Y = oy + y·k. */
export type CanvasMap = { ox: number; oy: number; k: number };

const n = (v: number) => v.toFixed(2);

/** The pieces as one SVG the size of the canvas, each outline INK_PX wide on the canvas. */
export function piecesSvg(pieces: Piece[], width: number, height: number, map: CanvasMap, ink = INK): string {
  const body = pieces
    .map((p, i) => {
      const scale = p.s * map.k;
      const paint = { ink, sw: INK_PX / scale, id: `p${i}` };
      const t = `translate(${n(map.ox + p.x * map.k)} ${n(map.oy + p.y * map.k)}) rotate(${n(p.angle)}) scale(${n(p.flip ? -scale : scale)} ${n(scale)}) translate(${n(-p.ax)} ${n(-p.ay)})`;
      return `<g transform="${t}">${p.art.draw(paint, p.aspect ?? 1)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
}

type Rgb = [number, number, number];
const rgb = (hex: string | undefined, fallback: string): Rgb => hexToRgb(hex ?? fallback);

/**
 * The style family's look on the parts, so they belong to the drawing: ink and colours in the
 * family's palette where the family has one (duotone, metallic, lineart, neon, pop art's bands),
 * blocky for pixel art; cartoon, comic, watercolour and photo keep the parts' own flat colours.
 */
export async function styleParts(r: Raw, t: Pick<Treatment, 'family' | 'colors'>): Promise<Raw> {
  const [c0, c1, c2, c3] = t.colors;
  const each = (f: (l: number, px: Rgb) => Rgb) => {
    for (let i = 0; i < r.data.length; i += 4) {
      if ((r.data[i + 3] as number) === 0) continue;
      const out = f(lumaAt(r.data, i), [
        r.data[i] as number,
        r.data[i + 1] as number,
        r.data[i + 2] as number,
      ]);
      r.data[i] = out[0];
      r.data[i + 1] = out[1];
      r.data[i + 2] = out[2];
    }
  };
  const mix = (a: Rgb, b: Rgb, k: number): Rgb => [
    Math.round(a[0] * (1 - k) + b[0] * k),
    Math.round(a[1] * (1 - k) + b[1] * k),
    Math.round(a[2] * (1 - k) + b[2] * k),
  ];
  switch (t.family) {
    case 'duotone': {
      const dark = rgb(c0, '#2b2d42');
      const light = rgb(c1, '#ff8c61');
      each((l) => mix(dark, light, l / 255));
      return r;
    }
    case 'metallic': {
      const stops = [rgb(c0, '#4a2c05'), rgb(c1, '#b8860b'), rgb(c2, '#ffd700'), rgb(c3, '#fff6c2')];
      each((l) => gradient(stops, (l / 255) * 0.85 + 0.1) as Rgb);
      return r;
    }
    case 'lineart': {
      const ink = rgb(c0, '#1d1b2e');
      const paper = rgb(c1, '#fffaf0');
      each((l) => (l < 90 ? ink : mix(paper, ink, l < 170 ? 0.18 : 0)));
      return r;
    }
    case 'neon': {
      const glow = rgb(c0, '#ff2bd6');
      const body = rgb(c1, '#120b2e');
      each((l, px) => (l < 60 ? glow : mix(body, px, 0.35)));
      return r;
    }
    case 'popart': {
      const bands = [rgb(c0, '#1b3a8c'), rgb(c1, '#e4007c'), rgb(c2, '#00b4d8'), rgb(c3, '#ffd60a')];
      each((l) => (l < 60 ? [34, 24, 48] : (bands[l < 120 ? 1 : l < 190 ? 2 : 3] as Rgb)));
      return r;
    }
    case 'pixel': {
      const small = Math.max(24, Math.round(r.width / 11));
      const { data } = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } })
        .resize(small, small, { kernel: 'nearest', fit: 'fill' })
        .resize(r.width, r.height, { kernel: 'nearest', fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (let i = 3; i < data.length; i += 4) data[i] = (data[i] as number) >= 128 ? 255 : 0;
      return { data, width: r.width, height: r.height };
    }
    default:
      return r;
  }
}

/** The pieces drawn on a transparent canvas, in the family's look. */
export async function drawPieces(
  pieces: Piece[],
  width: number,
  height: number,
  map: CanvasMap,
  treatment?: Pick<Treatment, 'family' | 'colors'>,
): Promise<Raw> {
  const svg = piecesSvg(pieces, width, height, map);
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { data, width: info.width, height: info.height };
  return treatment ? styleParts(raw, treatment) : raw;
}
