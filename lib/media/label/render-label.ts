import sharp from 'sharp';
import { alphaBBox, blankRaw, hexToRgb, type Raw } from '../raw';
import { squaredDistanceToMask } from '../distance';
import { EMOJI_FAMILY, hasEmoji, registerEmojiFont } from './emoji-font';
import { fontForLanguage } from './fonts';

export type LabelOptions = {
  text: string;
  /** Label language code (lib/config/label-languages.ts): picks the font and the direction. */
  language: string;
  maxWidth: number;
  maxHeight: number;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
};

const MAX_SIZE = 76;
const MIN_SIZE = 22;

/** Emoji are kept (drawn from the emoji font, ./emoji-font.ts); Pango markup characters are escaped. */
export function cleanLabelText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function renderText(
  text: string,
  font: ReturnType<typeof fontForLanguage>,
  size: number,
  width: number,
  emoji: boolean,
) {
  const { data, info } = await sharp({
    text: {
      text,
      // Glyphs the script's font lacks (emoji) fall back to the next family listed.
      font: emoji ? `${font.family},${EMOJI_FAMILY} ${size}` : `${font.family} ${size}`,
      fontfile: font.file,
      width,
      align: 'centre',
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height } as Raw;
}

/** Fill colour on the glyphs, then a solid stroke grown from their shape (exact distance). */
function strokeAndFill(glyphs: Raw, fill: string, stroke: string, width: number): Raw {
  const pad = width + 2;
  const W = glyphs.width + 2 * pad;
  const H = glyphs.height + 2 * pad;
  const out = blankRaw(W, H);
  const ink = new Uint8Array(W * H);
  for (let y = 0; y < glyphs.height; y++) {
    for (let x = 0; x < glyphs.width; x++) {
      if ((glyphs.data[(y * glyphs.width + x) * 4 + 3] as number) >= 96) ink[(y + pad) * W + x + pad] = 1;
    }
  }
  const dist2 = squaredDistanceToMask(ink, W, H);
  const [sr, sg, sb] = hexToRgb(stroke);
  const [fr, fg, fb] = hexToRgb(fill);
  for (let p = 0; p < W * H; p++) {
    const c = width + 0.5 - Math.sqrt(dist2[p] as number);
    const strokeA = Math.min(1, Math.max(0, c));
    const gx = (p % W) - pad;
    const gy = Math.floor(p / W) - pad;
    const glyphA =
      gx >= 0 && gy >= 0 && gx < glyphs.width && gy < glyphs.height
        ? (glyphs.data[(gy * glyphs.width + gx) * 4 + 3] as number) / 255
        : 0;
    const a = Math.max(strokeA, glyphA);
    if (a <= 0) continue;
    const i = p * 4;
    out.data[i] = Math.round(fr * glyphA + sr * (1 - glyphA));
    out.data[i + 1] = Math.round(fg * glyphA + sg * (1 - glyphA));
    out.data[i + 2] = Math.round(fb * glyphA + sb * (1 - glyphA));
    out.data[i + 3] = Math.round(a * 255);
  }
  return out;
}

/**
 * A sticker label drawn by us (docs/product-rules.md): bold, filled, with a thick contrasting stroke, wrapped
 * onto a few lines and shrunk until it fits maxWidth × maxHeight. Null when nothing is left to draw.
 */
export async function renderLabel(opts: LabelOptions): Promise<Raw | null> {
  const text = cleanLabelText(opts.text);
  if (!text) return null;
  const font = fontForLanguage(opts.language);
  const emoji = hasEmoji(text);
  if (emoji) await registerEmojiFont();
  const strokeWidth = opts.strokeWidth ?? 7;
  const inner = Math.max(40, opts.maxWidth - 2 * (strokeWidth + 2));
  let glyphs: Raw | null = null;
  for (let size = MAX_SIZE; size >= MIN_SIZE; size -= 6) {
    glyphs = await renderText(text, font, size, inner, emoji);
    const box = alphaBBox(glyphs, 1);
    if (box && box.width <= inner && glyphs.height + 2 * (strokeWidth + 2) <= opts.maxHeight) break;
  }
  if (!glyphs) return null;
  return strokeAndFill(glyphs, opts.fill ?? '#2a1650', opts.stroke ?? '#ffffff', strokeWidth);
}
