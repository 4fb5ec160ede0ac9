import sharp from 'sharp';

/** The embedded model's input side (MobileNet v2). */
export const MODEL_INPUT_SIZE = 224;

/**
 * Any image sharp reads (photo, WebP sticker with transparency) as 224×224 RGB pixels, turned
 * upright first and laid on white, the way a sticker is seen. Stretched, not cropped: the model
 * must see the whole image, not its middle.
 */
export async function decodeForModel(image: Buffer): Promise<Uint8Array> {
  const { data } = await sharp(image, { failOn: 'none', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}
