import sharp from 'sharp';

/** Straight (not premultiplied) 8-bit RGBA pixels. Every step of the pipeline works on these. */
export type Raw = { data: Buffer; width: number; height: number };

export type ImageInput = Buffer | Raw;

export class MediaError extends Error {
  override name = 'MediaError';
  constructor(
    readonly code: 'NO_SUBJECT' | 'BAD_IMAGE',
    message: string,
  ) {
    super(message);
  }
}

export const isRaw = (x: ImageInput): x is Raw => !Buffer.isBuffer(x);

export async function toRaw(input: ImageInput): Promise<Raw> {
  if (isRaw(input)) return input;
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export const rawSharp = (r: Raw) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } });

export const encodePng = (r: Raw) => rawSharp(r).png({ compressionLevel: 6 }).toBuffer();

/** WebP at the highest quality that fits `maxBytes` (Telegram: 512 KB per sticker). */
export async function encodeWebp(r: Raw, { quality = 90, maxBytes = 512 * 1024 } = {}): Promise<Buffer> {
  let q = quality;
  for (;;) {
    const out = await rawSharp(r)
      .webp({ quality: q, alphaQuality: 100, effort: 4, smartSubsample: true })
      .toBuffer();
    if (out.length <= maxBytes || q <= 30) return out;
    q -= 10;
  }
}

export function blankRaw(width: number, height: number): Raw {
  return { data: Buffer.alloc(width * height * 4), width, height };
}

/** Copies `src` into `dst` at (left, top), replacing pixels (no blending). */
export function placeRaw(dst: Raw, src: Raw, left: number, top: number): void {
  for (let y = 0; y < src.height; y++) {
    const dy = y + top;
    if (dy < 0 || dy >= dst.height) continue;
    const from = y * src.width * 4;
    src.data.copy(dst.data, (dy * dst.width + left) * 4, from, from + src.width * 4);
  }
}

/** Bounding box of pixels with alpha >= threshold, or null when the image is empty. */
export function alphaBBox(r: Raw, threshold = 16) {
  let minX = r.width;
  let minY = r.height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < r.height; y++) {
    const row = y * r.width * 4;
    for (let x = 0; x < r.width; x++) {
      if ((r.data[row + x * 4 + 3] as number) >= threshold) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0) return null;
  return { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** How many pixels are mostly opaque: the subject's area. */
export function opaqueArea(r: Raw, threshold = 128): number {
  let n = 0;
  for (let i = 3; i < r.data.length; i += 4) if ((r.data[i] as number) >= threshold) n++;
  return n;
}

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
