import { type DieCutOptions, dieCutRaw } from './die-cut';
import { blankRaw, encodeWebp, hexToRgb, type ImageInput, placeRaw, type Raw } from './raw';

export type TileOptions = {
  size?: number;
  /** Die-cut outline + shadow (the default: white, 12 px), or false for the bare subject. */
  dieCut?: Omit<DieCutOptions, 'size'> | false;
  /** Fill colour behind the sticker (hex); transparent when absent. */
  background?: string;
};

/** Centres a sticker on a `size`×`size` canvas (transparent, or filled with `background`). */
export function squareRaw(sticker: Raw, size: number, background?: string): Raw {
  const out = blankRaw(size, size);
  if (background) {
    const [r, g, b] = hexToRgb(background);
    for (let i = 0; i < out.data.length; i += 4) {
      out.data[i] = r;
      out.data[i + 1] = g;
      out.data[i + 2] = b;
      out.data[i + 3] = 255;
    }
    // Blend instead of copy so the sticker's transparent corners show the background.
    for (let y = 0; y < sticker.height; y++) {
      for (let x = 0; x < sticker.width; x++) {
        const s = (y * sticker.width + x) * 4;
        const d = ((y + ((size - sticker.height) >> 1)) * size + x + ((size - sticker.width) >> 1)) * 4;
        const a = (sticker.data[s + 3] as number) / 255;
        for (let c = 0; c < 3; c++) {
          out.data[d + c] = Math.round(
            (sticker.data[s + c] as number) * a + (out.data[d + c] as number) * (1 - a),
          );
        }
      }
    }
    return out;
  }
  placeRaw(out, sticker, (size - sticker.width) >> 1, (size - sticker.height) >> 1);
  return out;
}

/** A square tile (512×512 WebP) with the subject centred: die-cut by default, transparent around. */
export async function makeTile(rgba: ImageInput, opts: TileOptions = {}): Promise<Buffer> {
  const { size = 512, dieCut = {}, background } = opts;
  const sticker = await dieCutRaw(
    rgba,
    dieCut === false ? { width: 0, shadow: false, size } : { ...dieCut, size },
  );
  return encodeWebp(squareRaw(sticker, size, background));
}
