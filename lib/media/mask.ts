import sharp from 'sharp';

// The segmentation model leaves a faint veil (alpha ~60–100) over busy backgrounds; on a sticker it
// shows as grey haze and stripes. Hard-clip the low end and firm up the high end, keeping a short ramp
// so edges stay anti-aliased.
const LOW = 110;
const HIGH = 170;

export function firmAlpha(a: number): number {
  if (a <= LOW) return 0;
  if (a >= HIGH) return 255;
  return Math.round(((a - LOW) / (HIGH - LOW)) * 255);
}

/** Cleans the alpha of an RGBA PNG cut-out (see firmAlpha) and returns a PNG. */
export async function cleanCutout(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 3; i < data.length; i += 4) data[i] = firmAlpha(data[i] as number);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
