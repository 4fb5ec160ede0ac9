import sharp from 'sharp';
import { MAX_UPLOAD_PIXELS } from '@/lib/contracts/uploads';
import { ApiError } from '@/lib/errors';
import { createSemaphore } from '@/lib/media/semaphore';
import { uploadMessage } from './messages';

export type CleanImage = {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
  width: number;
  height: number;
};

// Stored photos feed a 1024 px segmentation model and 512 px tiles: more pixels only cost memory.
const MAX_STORED_SIDE = 2048;
// Past this many pixels a PNG photo gets big; a high-quality JPEG keeps it a few hundred KB.
const PNG_MAX_PIXELS = 1_500_000;

// At most two photos decoded at once in this process (each can hold ~160 MB of pixels).
const decodeSlots = createSemaphore(2);

type Sniffed = 'jpeg' | 'png' | 'webp' | 'heic' | 'unknown';

/** Magic bytes first, so formats we never accept (SVG, TIFF, PDF, GIF…) never reach a decoder. */
export function sniffImage(buf: Buffer): Sniffed {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (
    buf.length >= 8 &&
    buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  if (buf.length >= 12 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const brand = buf.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return 'unknown';
}

/**
 * Checks an uploaded file's real content and re-encodes it: JPEG, PNG or WebP only, at most 40
 * megapixels (checked from the header, before any decoding), auto-oriented, metadata (EXIF, GPS,
 * ICC, XMP) dropped, trailing bytes (e.g. HTML glued to a JPEG) discarded.
 */
export async function sanitizeUploadImage(input: Buffer, filename: string): Promise<CleanImage> {
  const kind = sniffImage(input);
  if (kind === 'heic') throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('heic'));
  if (kind === 'unknown')
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('notAnImage', { filename }));

  // Header only: `limitInputPixels: false` lets us read a bomb's size and refuse it ourselves.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('notAnImage', { filename }));
    });
  if (meta.format === 'heif') throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('heic'));
  if (meta.format !== kind)
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('notAnImage', { filename }));
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('notAnImage', { filename }));
  if (pixels > MAX_UPLOAD_PIXELS)
    throw new ApiError('PAYLOAD_TOO_LARGE', uploadMessage('tooManyPixels', { filename }));

  return decodeSlots.run(async (): Promise<CleanImage> => {
    try {
      const { data: raw, info } = await sharp(input, {
        limitInputPixels: MAX_UPLOAD_PIXELS,
        failOn: 'error',
        pages: 1,
      })
        .rotate()
        .resize(MAX_STORED_SIDE, MAX_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const img = () =>
        sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const small = info.width * info.height <= PNG_MAX_PIXELS;
      const alpha = info.channels === 4 && !(await img().stats()).isOpaque;
      const dims = { width: info.width, height: info.height };
      if (small || alpha) {
        return {
          data: await img().png({ compressionLevel: 6 }).toBuffer(),
          contentType: 'image/png',
          ext: 'png',
          ...dims,
        };
      }
      const data = await img().removeAlpha().jpeg({ quality: 92, mozjpeg: true }).toBuffer();
      return { data, contentType: 'image/jpeg', ext: 'jpg', ...dims };
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw new ApiError('UNSUPPORTED_MEDIA_TYPE', uploadMessage('couldNotProcess', { filename }));
    }
  });
}
