import sharp from 'sharp';
import { MOOD_ACCENT, type Mood, isMood } from '@/lib/config/moods';
import type { Raw } from '../raw';
import { pick } from './random';

// Mood marks drawn by our code (SVG rendered by sharp): hearts, sparkles, tears, steam, Zzz…
type Mark = (x: number, y: number, s: number, colour: string) => string;

const heart: Mark = (x, y, s, c) =>
  `<path transform="translate(${x} ${y}) scale(${s / 32})" d="M16 29 C5 20 0 14 0 8 C0 3 4 0 8 0 C12 0 14 2 16 5 C18 2 20 0 24 0 C28 0 32 3 32 8 C32 14 27 20 16 29Z" fill="${c}" stroke="#fff" stroke-width="3"/>`;
const sparkle: Mark = (x, y, s, c) =>
  `<path transform="translate(${x} ${y}) scale(${s / 32})" d="M16 0 L19 13 L32 16 L19 19 L16 32 L13 19 L0 16 L13 13Z" fill="${c}" stroke="#fff" stroke-width="2.5"/>`;
const tear: Mark = (x, y, s, c) =>
  `<path transform="translate(${x} ${y}) scale(${s / 32})" d="M16 0 C22 10 28 17 28 22 C28 28 22 32 16 32 C10 32 4 28 4 22 C4 17 10 10 16 0Z" fill="${c}" stroke="#fff" stroke-width="3"/>`;
const anger: Mark = (x, y, s, c) =>
  `<g transform="translate(${x} ${y}) scale(${s / 32})" stroke="${c}" stroke-width="5" stroke-linecap="round" fill="none"><path d="M4 12 Q12 12 12 4"/><path d="M20 4 Q20 12 28 12"/><path d="M4 20 Q12 20 12 28"/><path d="M20 28 Q20 20 28 20"/></g>`;
// Letters as paths, not <text>: a machine without fonts still draws them.
const zPath = (x: number, y: number, k: number) => `M${x} ${y} h${14 * k} l${-14 * k} ${16 * k} h${14 * k}`;
const zzz: Mark = (x, y, s, c) => {
  const k = s / 32;
  const d = `${zPath(x, y + 14 * k, k)} ${zPath(x + 16 * k, y + 4 * k, k * 0.7)} ${zPath(x + 28 * k, y - 2 * k, k * 0.5)}`;
  return `<path d="${d}" fill="none" stroke="#fff" stroke-width="${7 * k}" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${c}" stroke-width="${3.5 * k}" stroke-linejoin="round"/>`;
};
const question: Mark = (x, y, s, c) => {
  const k = s / 32;
  const d = `M${x + 8 * k} ${y + 10 * k} C${x + 8 * k} ${y} ${x + 26 * k} ${y} ${x + 26 * k} ${y + 10 * k} C${x + 26 * k} ${y + 17 * k} ${x + 17 * k} ${y + 17 * k} ${x + 17 * k} ${y + 23 * k}`;
  const dot = `<circle cx="${x + 17 * k}" cy="${y + 30 * k}" r="${2.6 * k}" fill="${c}" stroke="#fff" stroke-width="${1.5 * k}"/>`;
  return `<path d="${d}" fill="none" stroke="#fff" stroke-width="${8 * k}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${c}" stroke-width="${4.5 * k}" stroke-linecap="round"/>${dot}`;
};
const note: Mark = (x, y, s, c) =>
  `<g transform="translate(${x} ${y}) scale(${s / 32})" fill="${c}" stroke="#fff" stroke-width="2"><ellipse cx="9" cy="25" rx="8" ry="6"/><rect x="15" y="2" width="4" height="24"/><path d="M17 2 Q28 4 30 12 Q24 8 17 9Z"/></g>`;
const bolt: Mark = (x, y, s, c) =>
  `<path transform="translate(${x} ${y}) scale(${s / 32})" d="M18 0 L4 18 L14 18 L10 32 L28 12 L17 12Z" fill="${c}" stroke="#fff" stroke-width="2.5"/>`;
const sweat: Mark = (x, y, s, c) => tear(x, y, s * 0.8, c);

const MARKS: Record<Mood, Mark[]> = {
  fun: [sparkle, note],
  sarcastic: [question],
  inspirational: [sparkle, bolt],
  cute: [heart, sparkle],
  romantic: [heart],
  dramatic: [bolt, question],
  humorous: [sparkle, note],
  calm: [note],
  energetic: [bolt, sparkle],
  silly: [note, question],
  mysterious: [question],
  nostalgic: [note, heart],
  excited: [sparkle, bolt],
  dreamy: [sparkle, zzz],
  angry: [anger],
  frustrated: [anger, sweat],
  sad: [tear],
  melancholy: [tear, note],
  anxious: [sweat, question],
  tired: [zzz],
  all: [sparkle, heart],
};

type Placed = { raw: Raw; left: number; top: number };

/**
 * Moves a mark's centre to within `reach` px of the figure's nearest opaque pixel, so the mark
 * overlaps the figure's edge: a box corner is often empty (a head above wider shoulders), and a
 * mark floating there would be a far island of the die-cut.
 */
export function snapToFigure(cx: number, cy: number, figure: Placed, reach: number): [number, number] {
  const { raw, left, top } = figure;
  let best = Number.POSITIVE_INFINITY;
  let bx = cx;
  let by = cy;
  for (let y = 0; y < raw.height; y += 2) {
    for (let x = 0; x < raw.width; x += 2) {
      if ((raw.data[(y * raw.width + x) * 4 + 3] as number) < 200) continue;
      const d = (left + x - cx) ** 2 + (top + y - cy) ** 2;
      if (d < best) {
        best = d;
        bx = left + x;
        by = top + y;
      }
    }
  }
  const d = Math.sqrt(best);
  if (!Number.isFinite(d) || d <= reach) return [cx, cy];
  return [bx + ((cx - bx) * reach) / d, by + ((cy - by) * reach) / d];
}

/**
 * Two or three mood marks around the subject's upper half (never over the middle of the face),
 * sized to the canvas, placed per seed and pulled onto the figure's edge when `figure` is given.
 * The SVG covers the whole canvas; null without moods.
 */
export async function moodAccents(
  moods: string[],
  canvas: { width: number; height: number },
  subject: { left: number; top: number; width: number; height: number },
  r: () => number,
  figure?: Placed,
): Promise<Raw | null> {
  const known = moods.filter(isMood);
  if (known.length === 0) return null;
  const count = 2 + Math.floor(r() * 2);
  const s = Math.round(Math.max(28, Math.min(64, subject.width * 0.16)));
  // Just inside the figure's box corners, so each mark touches the figure and shares its outline.
  const spots = [
    [subject.left + s * 0.15, subject.top + s * 0.35],
    [subject.left + subject.width - s * 1.15, subject.top + s * 0.25],
    [subject.left + s * 0.05, subject.top + subject.height * 0.45],
    [subject.left + subject.width - s * 1.05, subject.top + subject.height * 0.4],
  ];
  const parts: string[] = [];
  const placed: [number, number, number][] = [];
  // Each mark takes its own spot; two pulled onto the same stretch of edge are not drawn on top
  // of each other (the second one is left out).
  const order = [0, 1, 2, 3];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  for (let i = 0; i < count; i++) {
    const mood = pick(r, known);
    const [x, y] = spots[order[i % order.length] as number] as [number, number];
    const size = s * (0.75 + r() * 0.5);
    const [mx, my] = figure
      ? snapToFigure(x + size / 2, y + size / 2, figure, size * 0.3)
      : [x + size / 2, y + size / 2];
    const cx = Math.max(2, Math.min(canvas.width - size - 2, mx - size / 2));
    const cy = Math.max(2, Math.min(canvas.height - size - 2, my - size / 2));
    const mark = pick(r, MARKS[mood]);
    if (placed.some(([px, py, ps]) => Math.hypot(px - cx, py - cy) < (ps + size) * 0.5)) continue;
    placed.push([cx, cy, size]);
    parts.push(mark(Math.round(cx), Math.round(cy), Math.round(size), MOOD_ACCENT[mood]));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}">${parts.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
