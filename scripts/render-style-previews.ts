// Renders the committed preview images: public/styles/<reference>.webp for every style in
// lib/config/styles.ts (drawn by our local sticker renderer from the example character) and
// public/plans/<plan>.svg for the credit pack cards. Run: npx tsx --conditions=react-server
// scripts/render-style-previews.ts (the renderer reads its part words server-side)
// (`--plans` renders only the SVGs; `--only=pastel,sunny` only those styles.)
import fs from 'node:fs';
import path from 'node:path';
import { STYLE_SEEDS } from '../lib/config/styles';
import sharp from 'sharp';
import { renderLocalSticker } from '../lib/media/sticker';

// The example character made by our pipeline from tests/fixtures/photos/astronaut.png.
const TILE = path.resolve(process.cwd(), 'public/examples/astro/tile.webp');
const PREVIEW_SEED = 3;
const PREVIEW_SIZE = 256;
const STYLES_DIR = path.resolve('public/styles');
const PLANS_DIR = path.resolve('public/plans');
const MAX_PREVIEW_BYTES = 40 * 1024;

/** Each style drawn by the real local sticker renderer from the example character's tile. */
async function renderStyles() {
  fs.mkdirSync(STYLES_DIR, { recursive: true });
  const tile = fs.readFileSync(TILE);
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  for (const style of STYLE_SEEDS.filter((s) => !only || only.includes(s.reference))) {
    const sticker = await renderLocalSticker({
      tiles: [{ data: tile }],
      style: { ...style, look: style.look },
      entry: {
        name: style.name,
        labelText: '',
        description: '',
        theme: '',
        pose: '',
        visualFlair: '',
        fontStyle: '',
      },
      labelLanguage: 'en',
      moods: [],
      context: '',
      seed: PREVIEW_SEED,
    });
    const webp = await sharp(sticker)
      .resize(PREVIEW_SIZE, PREVIEW_SIZE)
      .webp({ quality: 80, alphaQuality: 90 })
      .toBuffer();
    if (webp.length > MAX_PREVIEW_BYTES)
      throw new Error(`${style.reference}: preview too large (${webp.length} B)`);
    fs.writeFileSync(path.join(STYLES_DIR, `${style.reference}.webp`), webp);
    console.log(`styles/${style.reference}.webp ${(webp.length / 1024).toFixed(1)} KB`);
  }
}

// Plan art: a fan of 1–4 die-cut stickers (white outline, soft shadow) in the brand colours.
type Shape = 'circle' | 'square' | 'star' | 'heart';
const SHAPES: Record<Shape, string> = {
  circle: '<circle r="22"/>',
  square: '<rect x="-21" y="-21" width="42" height="42" rx="11"/>',
  star: '<path d="M0-25 7.3-9.1 24.7-7.6 11.5 3.9 15.3 20.9 0 12 -15.3 20.9 -11.5 3.9 -24.7-7.6 -7.3-9.1Z"/>',
  heart:
    '<path d="M0 20C-14 10-24 1-24-9c0-7 5.5-12 12-12 5 0 9 3 12 7 3-4 7-7 12-7 6.5 0 12 5 12 12 0 10-10 19-24 29Z"/>',
};
const FACE =
  '<circle cx="-7" cy="-3" r="2.8" fill="#1f1235"/><circle cx="7" cy="-3" r="2.8" fill="#1f1235"/>' +
  '<path d="M-7 5q7 6 14 0" fill="none" stroke="#1f1235" stroke-width="2.6" stroke-linecap="round"/>';
const STICKERS: { shape: Shape; fill: string }[] = [
  { shape: 'circle', fill: '#8b5cf6' },
  { shape: 'heart', fill: '#ec4899' },
  { shape: 'star', fill: '#f59e0b' },
  { shape: 'square', fill: '#14b8a6' },
];
const LAYOUTS: [number, number, number][][] = [
  [[80, 58, -6]],
  [
    [62, 64, -12],
    [98, 60, 10],
  ],
  [
    [46, 68, -14],
    [80, 56, 0],
    [114, 68, 14],
  ],
  [
    [36, 70, -16],
    [66, 56, -6],
    [96, 56, 6],
    [126, 70, 16],
  ],
];
const sparkle = (x: number, y: number, s: number) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-6C1-1 1-1 6 0 1 1 1 1 0 6-1 1-1 1-6 0-1-1-1-1 0-6Z" fill="#fbbf24"/>`;

function planSvg(count: number): string {
  const layout = LAYOUTS[count - 1] ?? [];
  const scale = [1.35, 1.2, 1.05, 0.95][count - 1] ?? 1;
  const stickers = layout
    .map(([x, y, rot], i) => {
      const s = STICKERS[i] as (typeof STICKERS)[number];
      return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${scale})" filter="url(#shadow)"><g fill="${s.fill}" stroke="#fff" stroke-width="7" stroke-linejoin="round" paint-order="stroke">${SHAPES[s.shape]}</g>${FACE}</g>`;
    })
    .join('');
  const sparkles =
    count >= 3 ? sparkle(18, 22, 1.2) + sparkle(144, 26, 1) + (count === 4 ? sparkle(14, 90, 0.8) : '') : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120" role="img" aria-hidden="true"><defs><filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="2.5" stdDeviation="2.5" flood-color="#2e1065" flood-opacity="0.25"/></filter></defs><ellipse cx="80" cy="98" rx="${24 + count * 12}" ry="6" fill="#2e1065" opacity="0.08"/>${stickers}${sparkles}</svg>\n`;
}

function renderPlans() {
  fs.mkdirSync(PLANS_DIR, { recursive: true });
  ['starter', 'standard', 'pro', 'super'].forEach((plan, i) => {
    fs.writeFileSync(path.join(PLANS_DIR, `${plan}.svg`), planSvg(i + 1));
    console.log(`plans/${plan}.svg`);
  });
}

async function main() {
  renderPlans();
  if (!process.argv.includes('--plans')) await renderStyles();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
