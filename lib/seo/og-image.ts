import 'server-only';
import sharp from 'sharp';
import { OG_SIZE } from './og-size';
import { heroStickerSrc } from '@/lib/config/landing';
import { fontForLanguage } from '@/lib/media/label/fonts';
import path from 'node:path';

// The Open Graph card of one locale (docs/decisions.md), drawn by our own code with sharp: the brand, the
// hero title in the locale's own script (the label fonts: Noto Sans per script, shaped by Pango,
// right to left for Arabic) and a row of our real stickers. 1200 × 630 PNG, made at build time.
const STICKERS = [3, 14, 27, 52, 88]; // a spread of styles, cast and label scripts from the hero pool
const STICKER_PX = 170;

const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** '<accent>…</accent>' message markup → Pango markup with the accent in a highlight colour. */
export function titleMarkup(message: string): string {
  return message
    .split(/(<accent>.*?<\/accent>)/)
    .map((part) => {
      const m = /^<accent>(.*)<\/accent>$/.exec(part);
      return m ? `<span foreground="#fde68a">${escapeMarkup(m[1] ?? '')}</span>` : escapeMarkup(part);
    })
    .join('');
}

const background =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_SIZE.width}" height="${OG_SIZE.height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6d28d9"/><stop offset="1" stop-color="#c026d3"/>
    </linearGradient>
    <pattern id="d" width="26" height="26" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity=".14"/>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" fill="url(#d)"/>
  <g transform="translate(60 44) scale(1.6)">
    <path d="M6 4h14l8 8v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="#ffffff"/>
    <path d="M20 4v6a2 2 0 0 0 2 2h6z" fill="#e9d5ff"/>
    <circle cx="12" cy="16" r="1.8" fill="#7c3aed"/><circle cx="20" cy="16" r="1.8" fill="#7c3aed"/>
    <path d="M11 21c2.8 2.4 7.2 2.4 10 0" stroke="#7c3aed" stroke-width="2" fill="none" stroke-linecap="round"/>
  </g>
</svg>`);

async function text(markup: string, language: string, size: number, width: number) {
  const font = fontForLanguage(language);
  return sharp({
    text: {
      text: `<span foreground="white">${markup}</span>`,
      font: `${font.family} ${size}`,
      fontfile: font.file,
      width,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The largest title size (72 → 40 px) whose lines fit in the band above the stickers. */
async function fittedTitle(markup: string, language: string) {
  for (let size = 72; size > 40; size -= 4) {
    const r = await text(markup, language, size, 1040);
    if (r.info.height <= 230) return r;
  }
  return text(markup, language, 40, 1040);
}

export async function renderOgImage(opts: {
  language: string;
  title: string;
  brand: string;
}): Promise<Buffer> {
  const brand = await text(escapeMarkup(opts.brand), 'en', 44, 600);
  const title = await fittedTitle(titleMarkup(opts.title), opts.language);
  const stickers = await Promise.all(
    STICKERS.map((n) =>
      sharp(path.join(process.cwd(), 'public', heroStickerSrc(n)))
        .resize(STICKER_PX, STICKER_PX)
        .toBuffer(),
    ),
  );
  const gap = 28;
  const rowWidth = STICKERS.length * STICKER_PX + (STICKERS.length - 1) * gap;
  const rowLeft = Math.round((OG_SIZE.width - rowWidth) / 2);
  const titleTop = 120 + Math.round((230 - title.info.height) / 2);
  return sharp(background)
    .composite([
      { input: brand.data, left: 126, top: 52 },
      {
        input: title.data,
        left: Math.max(0, Math.round((OG_SIZE.width - title.info.width) / 2)),
        top: titleTop,
      },
      ...stickers.map((input, i) => ({
        input,
        left: rowLeft + i * (STICKER_PX + gap),
        top: 400 + (i % 2 === 1 ? 20 : 0),
      })),
    ])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
