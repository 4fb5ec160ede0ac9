import sharp from 'sharp';
import { renderLabel } from '../label/render-label';
import { languageForText } from './script-language';

// The share image of a public pack (docs/decisions.md): 1200×630, the pack's stickers in a tilted grid beside its
// name, drawn by our own code (no external renderer, the label fonts we ship).
const CELL = 230;
const MAX_STICKERS = 6;

const background = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#d946ef"/></linearGradient>
      <pattern id="d" width="26" height="26" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="2" fill="#ffffff" fill-opacity="0.12"/></pattern></defs>
    <rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#d)"/>
    <rect x="560" y="40" width="600" height="550" rx="48" fill="#ffffff" fill-opacity="0.14"/>
    <text x="64" y="580" font-family="Noto Sans" font-weight="800" font-size="40" fill="#ffffff" fill-opacity="0.92">Stickerfy</text>
  </svg>`,
);

export async function composePackCard(opts: { name: string; stickers: Buffer[] }): Promise<Buffer> {
  const shown = opts.stickers.slice(0, MAX_STICKERS);
  const cols = shown.length <= 4 ? 2 : 3;
  const rows = Math.ceil(shown.length / cols) || 1;
  const left = 560 + Math.round((600 - cols * CELL) / 2);
  const top = 40 + Math.round((550 - rows * CELL) / 2);
  const tiles = await Promise.all(
    shown.map(async (data, i) => ({
      input: await sharp(data)
        .resize(CELL - 16, CELL - 16, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .rotate(i % 2 === 0 ? -4 : 4, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .resize(CELL - 10, CELL - 10, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
      left: left + (i % cols) * CELL + 5,
      top: top + Math.floor(i / cols) * CELL + 5,
    })),
  );
  const title = await renderLabel({
    text: opts.name,
    language: languageForText(opts.name),
    maxWidth: 470,
    maxHeight: 360,
    fill: '#ffffff',
    stroke: '#3b0764',
    strokeWidth: 6,
  });
  const layers = [...tiles];
  if (title) {
    layers.push({
      input: await sharp(title.data, { raw: { width: title.width, height: title.height, channels: 4 } })
        .png()
        .toBuffer(),
      left: 56,
      top: Math.max(40, Math.round((630 - title.height) / 2) - 30),
    });
  }
  return sharp(background).composite(layers).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
