import sharp from 'sharp';
import type { Raw } from '../raw';
import { blendOver } from './blend';

// The sparkle preset's four-pointed stars: drawn once per process at a few sizes (an SVG through
// sharp), then stamped around the body in each frame with a twinkle that loops with the phase.

const SIZES = [20, 30, 42];
const COLORS = ['#fff6a8', '#ffffff', '#ffd1f4'];

let cached: Promise<Raw[]> | null = null;

function starSvg(size: number, color: string) {
  const c = size / 2;
  const r = size / 2 - 1;
  const w = r * 0.22;
  const d = `M${c},${c - r} Q${c + w},${c - w} ${c + r},${c} Q${c + w},${c + w} ${c},${c + r} Q${c - w},${c + w} ${c - r},${c} Q${c - w},${c - w} ${c},${c - r} Z`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><path d="${d}" fill="${color}" stroke="#c98a00" stroke-width="1.2"/></svg>`,
  );
}

export function sparkleStamps(): Promise<Raw[]> {
  cached ??= Promise.all(
    SIZES.map(async (size, i) => {
      const { data, info } = await sharp(starSvg(size, COLORS[i % COLORS.length] as string))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
  return cached;
}

// Places around the body's box (fractions of its half-width and half-height from its centre) and
// each star's own phase, so they twinkle one after another rather than together.
const SPOTS: [number, number, number][] = [
  [-0.95, -0.7, 0],
  [0.9, -0.85, 0.18],
  [1.02, 0.2, 0.4],
  [-1.0, 0.35, 0.58],
  [0.2, -1.05, 0.75],
  [-0.45, -1.0, 0.88],
];

export function stampSparkles(
  canvas: Raw,
  stamps: Raw[],
  body: { cx: number; cy: number; w: number; h: number },
  phase: number,
) {
  SPOTS.forEach(([fx, fy, offset], i) => {
    // Two twinkles per loop each: sin² is 0 at the loop's ends, so the loop closes.
    const glow = Math.sin(Math.PI * 2 * ((phase + offset) % 1)) ** 2;
    if (glow < 0.05) return;
    const stamp = stamps[Math.min(stamps.length - 1, Math.floor(glow * stamps.length))] ?? stamps[0];
    if (!stamp) return;
    const x = Math.min(canvas.width - 16, Math.max(16, body.cx + (fx * body.w) / 2));
    const y = Math.min(canvas.height - 16, Math.max(16, body.cy + (fy * body.h) / 2));
    blendOver(canvas, stamp, x, y, Math.min(1, glow * 1.3 + (i % 2) * 0.1));
  });
}
