import type { StyleLook } from '@/lib/config/styles';
import { dieCutRaw } from './die-cut';
import { encodePng, encodeWebp, hexToRgb, type ImageInput, type Raw, toRaw } from './raw';
import { squareRaw } from './tile';

const clamp = (v: number) => Math.max(0, Math.min(255, v));

/**
 * A style's colour treatment (lib/config/styles.ts), per pixel and in this order: brightness,
 * saturation (grayscale = 0), tint, posterize. Alpha is untouched. The outline part of a look
 * is drawn by dieCut (see stylizeSticker).
 */
export function applyLookRaw(r: Raw, look: StyleLook): Raw {
  const out = Buffer.from(r.data);
  const sat = look.grayscale ? 0 : look.saturation;
  const bright = look.brightness;
  const t = look.tint ? Math.max(0, Math.min(1, look.tintStrength ?? 0.25)) : 0;
  const [tr, tg, tb] = look.tint ? hexToRgb(look.tint) : [0, 0, 0];
  // Tint as a "colour" blend: the tint's hue at the pixel's own lightness, so shadows stay dark.
  const tintLuma = (0.299 * tr + 0.587 * tg + 0.114 * tb) / 255 || 1;
  const levels = look.posterize && look.posterize >= 2 ? look.posterize : 0;
  const step = levels ? 255 / (levels - 1) : 0;
  for (let i = 0; i < out.length; i += 4) {
    if (out[i + 3] === 0) continue;
    let r0 = (out[i] as number) * bright;
    let g0 = (out[i + 1] as number) * bright;
    let b0 = (out[i + 2] as number) * bright;
    const l = 0.299 * r0 + 0.587 * g0 + 0.114 * b0;
    r0 = l + (r0 - l) * sat;
    g0 = l + (g0 - l) * sat;
    b0 = l + (b0 - l) * sat;
    if (t > 0) {
      const k = l / 255 / tintLuma;
      r0 = r0 * (1 - t) + tr * k * t;
      g0 = g0 * (1 - t) + tg * k * t;
      b0 = b0 * (1 - t) + tb * k * t;
    }
    r0 = clamp(r0);
    g0 = clamp(g0);
    b0 = clamp(b0);
    if (levels) {
      r0 = Math.round(r0 / step) * step;
      g0 = Math.round(g0 / step) * step;
      b0 = Math.round(b0 / step) * step;
    }
    out[i] = Math.round(r0);
    out[i + 1] = Math.round(g0);
    out[i + 2] = Math.round(b0);
  }
  return { data: out, width: r.width, height: r.height };
}

/** applyLookRaw on an image buffer; returns an RGBA PNG. */
export async function applyLook(rgba: ImageInput, look: StyleLook): Promise<Buffer> {
  return encodePng(applyLookRaw(await toRaw(rgba), look));
}

export type StylizeOptions = {
  size?: number;
  /** Centre on a size×size square; with `withBackground`, filled with the look's background colour. */
  square?: boolean;
  withBackground?: boolean;
  shadow?: boolean;
  quality?: number;
  maxBytes?: number;
};

/** A styled sticker from a cut-out subject: look colours, the look's outline, die-cut, WebP. */
export async function stylizeSticker(
  cutout: ImageInput,
  look: StyleLook,
  opts: StylizeOptions = {},
): Promise<Buffer> {
  const { size = 512, square = false, withBackground = false, shadow = true, quality, maxBytes } = opts;
  const styled = applyLookRaw(await toRaw(cutout), look);
  const sticker = await dieCutRaw(styled, { outline: look.outline, width: look.outlineWidth, shadow, size });
  const framed = square ? squareRaw(sticker, size, withBackground ? look.background : undefined) : sticker;
  return encodeWebp(framed, { quality, maxBytes });
}
