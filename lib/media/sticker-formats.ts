import 'server-only';
import sharp, { type Sharp } from 'sharp';

// Image rules of the two messengers (docs/product-rules.md, Telegram sets; WhatsApp's sticker guidelines).
export const TELEGRAM_STICKER = { side: 512, maxBytes: 512 * 1024 } as const;
export const TELEGRAM_THUMBNAIL = { side: 100, maxBytes: 128 * 1024 } as const;
export const WHATSAPP_STICKER = { side: 512, maxBytes: 100 * 1024 } as const;
export const WHATSAPP_TRAY = { side: 96, maxBytes: 50 * 1024 } as const;

const QUALITIES = [90, 80, 70, 60, 50, 40, 30, 20] as const;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** A sticker source is ours (≤ 512 px WebP), but a corrupt or huge blob must not stall the job. */
const LIMIT_INPUT_PIXELS = 4096 * 4096;

export class StickerImageError extends Error {
  override name = 'StickerImageError';
}

export type TelegramImage = { data: Buffer; format: 'webp' | 'png'; width: number; height: number };

const load = (input: Buffer) => sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, pages: 1 });

async function metadataOf(input: Buffer) {
  try {
    return await load(input).metadata();
  } catch (err) {
    throw new StickerImageError(`Unreadable sticker image: ${(err as Error).message}`);
  }
}

/**
 * The best WebP quality (90, else a binary search over 80…20 in steps of 10) that fits `maxBytes`:
 * one encode for our own stickers, at most four for a photo-like one.
 */
async function webpUnder(pipeline: () => Sharp, maxBytes: number): Promise<Buffer> {
  const encode = (quality: number) =>
    pipeline()
      .webp({ quality, alphaQuality: Math.max(50, quality), effort: 4 })
      .toBuffer();
  const first = await encode(QUALITIES[0]);
  if (first.length <= maxBytes) return first;
  let [lo, hi] = [1, QUALITIES.length - 1];
  let best: Buffer | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const data = await encode(QUALITIES[mid] as number);
    if (data.length <= maxBytes) {
      best = data;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  if (!best) throw new StickerImageError(`Sticker image stays above ${maxBytes} bytes at the lowest quality`);
  return best;
}

/**
 * Telegram static sticker: PNG or WebP, one side exactly 512 px and the other ≤ 512, ≤ 512 KB.
 * Our stickers already comply and are passed through byte for byte; anything else is re-encoded.
 */
export async function telegramStickerImage(
  input: Buffer,
  opts: { webpOnly?: boolean } = {},
): Promise<TelegramImage> {
  const meta = await metadataOf(input);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const { side, maxBytes } = TELEGRAM_STICKER;
  const fits = Math.max(width, height) === side && Math.min(width, height) > 0;
  const single = (meta.pages ?? 1) === 1;
  const format = meta.format === 'webp' || (meta.format === 'png' && !opts.webpOnly) ? meta.format : null;
  if (fits && single && format && input.length <= maxBytes) return { data: input, format, width, height };
  const data = await webpUnder(
    () => load(input).ensureAlpha().resize({ width: side, height: side, fit: 'inside' }),
    maxBytes,
  );
  const out = await sharp(data).metadata();
  return { data, format: 'webp', width: out.width ?? 0, height: out.height ?? 0 };
}

/** The set thumbnail: 100×100 WebP ≤ 128 KB, the sticker centred on transparency. */
export async function telegramThumbnail(input: Buffer): Promise<Buffer> {
  await metadataOf(input);
  const { side, maxBytes } = TELEGRAM_THUMBNAIL;
  return webpUnder(
    () =>
      load(input)
        .ensureAlpha()
        .resize({ width: side, height: side, fit: 'contain', background: TRANSPARENT }),
    maxBytes,
  );
}

/** WhatsApp sticker: exactly 512×512 WebP, ≤ 100 KB (quality lowered until it fits). */
export async function whatsappStickerImage(input: Buffer): Promise<Buffer> {
  const meta = await metadataOf(input);
  const { side, maxBytes } = WHATSAPP_STICKER;
  if (meta.format === 'webp' && meta.width === side && meta.height === side && input.length <= maxBytes)
    return input;
  return webpUnder(
    () =>
      load(input)
        .ensureAlpha()
        .resize({ width: side, height: side, fit: 'contain', background: TRANSPARENT }),
    maxBytes,
  );
}

/** WhatsApp tray icon: 96×96 PNG ≤ 50 KB (palette PNG when full colour is too big). */
export async function whatsappTrayIcon(input: Buffer): Promise<Buffer> {
  await metadataOf(input);
  const { side, maxBytes } = WHATSAPP_TRAY;
  const base = () =>
    load(input).ensureAlpha().resize({ width: side, height: side, fit: 'contain', background: TRANSPARENT });
  const full = await base().png({ compressionLevel: 9 }).toBuffer();
  if (full.length <= maxBytes) return full;
  for (const colours of [256, 128, 64]) {
    const data = await base().png({ palette: true, colours, compressionLevel: 9 }).toBuffer();
    if (data.length <= maxBytes) return data;
  }
  throw new StickerImageError('Tray icon stays above 50 KB');
}
