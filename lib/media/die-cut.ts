import sharp from 'sharp';
import { removeSpecks, subjectBox } from './crop';
import { squaredDistanceToMask } from './distance';
import { unionSilhouette } from './silhouette';
import { blankRaw, encodeWebp, hexToRgb, type ImageInput, placeRaw, type Raw, rawSharp, toRaw } from './raw';

export type DieCutOptions = {
  /** Outline colour (hex). */
  outline?: string;
  /** Outline width in px of the output. */
  width?: number;
  /** A soft drop shadow under the sticker. */
  shadow?: boolean;
  /** The longer side of the output, exactly. */
  size?: number;
  /**
   * An image the size of the input whose opaque pixels must survive the cut wherever they are
   * (mood marks drawn beside the figure): they stay inside the one outline, bridged when far.
   */
  force?: Raw;
  /**
   * Crop to this box of the input instead of the subject's own (cutFrame): layers cut apart from
   * one sticker land exactly where they are on it (lib/media/sticker/relabel.ts).
   */
  frame?: CutFrame;
};

export type CutFrame = { left: number; top: number; width: number; height: number };

const SHADOW_SIGMA = 5;
const SHADOW_OFFSET_Y = 4;
const SHADOW_OPACITY = 0.35;

const opaqueMask = (r: Raw) => {
  const m = new Uint8Array(r.width * r.height);
  for (let p = 0; p < m.length; p++) m[p] = (r.data[p * 4 + 3] as number) >= 128 ? 1 : 0;
  return m;
};

/** The subject cropped and scaled so its longer side is `inner`, and the forced mask with it. */
async function fitSubject(input: ImageInput, inner: number, forceImage?: Raw, frame?: CutFrame) {
  const raw = await toRaw(input);
  const forceMask =
    forceImage && forceImage.width === raw.width && forceImage.height === raw.height ? forceImage : undefined;
  const cleaned = removeSpecks(raw, 0.02, forceMask ? opaqueMask(forceMask) : undefined);
  const box = frame ?? subjectBox(cleaned);
  const landscape = box.width >= box.height;
  // The longer side lands on `inner` exactly, so the output's longer side is exactly `size`.
  const w = landscape ? inner : Math.max(1, Math.round((box.width * inner) / box.height));
  const h = landscape ? Math.max(1, Math.round((box.height * inner) / box.width)) : inner;
  const { data, info } = await rawSharp(cleaned)
    .extract(box)
    .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const subject: Raw = { data, width: info.width, height: info.height };
  if (!forceMask) return { subject, force: undefined };
  // Only where the forced pixels are matters: their alpha, scaled the cheap way.
  const alpha = await rawSharp(forceMask)
    .extract(box)
    .extractChannel(3)
    .resize(w, h, { fit: 'fill', kernel: 'nearest' })
    .raw()
    .toBuffer();
  if (alpha.length !== w * h) throw new Error(`force mask has ${alpha.length / (w * h)} bands, expected 1`);
  const force = new Uint8Array(w * h);
  for (let p = 0; p < force.length; p++) force[p] = (alpha[p] as number) >= 128 ? 1 : 0;
  return { subject, force };
}

/** The box of `input` dieCutRaw crops to (its subject, specks dropped): pass it as `frame` to cut parts of it alike. */
export async function cutFrame(input: ImageInput, forceImage?: Raw): Promise<CutFrame> {
  const raw = await toRaw(input);
  const forceMask =
    forceImage && forceImage.width === raw.width && forceImage.height === raw.height ? forceImage : undefined;
  return subjectBox(removeSpecks(raw, 0.02, forceMask ? opaqueMask(forceMask) : undefined));
}

/** Blends `src` (colour + alpha 0..1) over pixel `i` of `out`, straight alpha. */
function over(out: Buffer, i: number, r: number, g: number, b: number, a: number) {
  if (a <= 0) return;
  const da = (out[i + 3] as number) / 255;
  const oa = a + da * (1 - a);
  const k = da * (1 - a);
  out[i] = Math.round((r * a + (out[i] as number) * k) / oa);
  out[i + 1] = Math.round((g * a + (out[i + 1] as number) * k) / oa);
  out[i + 2] = Math.round((b * a + (out[i + 2] as number) * k) / oa);
  out[i + 3] = Math.round(oa * 255);
}

/**
 * The die-cut sticker as raw pixels: subject scaled so the output's longer side is `size`, a
 * solid outline `width` px around its silhouette (exact distance transform, anti-aliased edge),
 * anything outside the cut line removed, and a soft shadow under it.
 */
export async function dieCutRaw(input: ImageInput, opts: DieCutOptions = {}): Promise<Raw> {
  const { outline = '#ffffff', width = 12, shadow = true, size = 512 } = opts;
  const pad = Math.ceil(width + (shadow ? SHADOW_SIGMA * 2 + SHADOW_OFFSET_Y : 1) + 1);
  const { subject, force } = await fitSubject(input, size - 2 * pad, opts.force, opts.frame);
  const canvas = blankRaw(subject.width + 2 * pad, subject.height + 2 * pad);
  placeRaw(canvas, subject, pad, pad);
  const W = canvas.width;
  const H = canvas.height;
  const n = W * H;

  let inside: Uint8Array = new Uint8Array(n);
  for (let i = 0; i < n; i++) inside[i] = (canvas.data[i * 4 + 3] as number) >= 128 ? 1 : 0;
  if (width > 0) {
    // ONE shape: near islands joined, far ones and specks dropped, gaps bridged, holes filled,
    // a frame-filling subject rounded (lib/media/silhouette.ts).
    const box = { left: pad, top: pad, width: subject.width, height: subject.height };
    const gap = Math.max(width, Math.round(Math.hypot(subject.width, subject.height) * 0.035));
    let forced: Uint8Array | undefined;
    if (force) {
      forced = new Uint8Array(n);
      for (let y = 0; y < subject.height; y++)
        for (let x = 0; x < subject.width; x++)
          forced[(y + pad) * W + x + pad] = force[y * subject.width + x] as number;
    }
    // A bridge must outlast the cut line's opening below (`smooth`), or it would be eroded away.
    const bridge = Math.max(Math.round(gap / 3), Math.max(2, Math.round(width / 4)) + 3);
    const { keep, shape } = unionSilhouette(inside, W, H, box, { gap, force: forced, bridge });
    for (let i = 0; i < n; i++) if (!keep[i]) canvas.data[i * 4 + 3] = 0;
    inside = shape;
  }
  const outside = new Uint8Array(n);
  for (let i = 0; i < n; i++) outside[i] = 1 - (inside[i] as number);
  // The cut line is the silhouette "opened" by `smooth` px (erode, then grow back with the
  // outline): hairs, whiskers and thin segmentation slivers do not get their own spiky outline.
  const smooth = width > 0 ? Math.max(2, Math.round(width / 4)) : 0;
  const toOutside = squaredDistanceToMask(outside, W, H);
  const core = new Uint8Array(n);
  for (let i = 0; i < n; i++) core[i] = (toOutside[i] as number) > smooth * smooth ? 1 : 0;
  const dist2 = squaredDistanceToMask(core, W, H);
  const reach = width + smooth;
  const cut = new Uint8Array(n); // outline coverage 0..255
  // Past reach + 0.5 px the coverage is 0 and within reach - 0.5 px it is full: no square root there.
  const far = (reach + 0.5) ** 2;
  const near = Math.max(0, reach - 0.5) ** 2;
  for (let i = 0; i < n; i++) {
    const d2 = dist2[i] as number;
    // Without an outline the cut is the subject's own alpha.
    if (width <= 0) cut[i] = canvas.data[i * 4 + 3] as number;
    else if (d2 >= far) cut[i] = 0;
    else if (d2 <= near) cut[i] = 255;
    else {
      const c = reach + 0.5 - Math.sqrt(d2);
      cut[i] = c >= 1 ? 255 : c <= 0 ? 0 : Math.round(c * 255);
    }
  }

  const out = Buffer.alloc(n * 4);
  if (shadow) {
    // Force one channel out: sharp may hand back a single-band raw input as sRGB (3 bands), which
    // read with a 1-band stride smeared the shadow into grey stripes across the sticker.
    const blurred = await sharp(Buffer.from(cut), { raw: { width: W, height: H, channels: 1 } })
      .blur(SHADOW_SIGMA)
      .extractChannel(0)
      .raw()
      .toBuffer();
    if (blurred.length !== n) throw new Error(`shadow mask has ${blurred.length / n} bands, expected 1`);
    for (let y = SHADOW_OFFSET_Y; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const a = ((blurred[(y - SHADOW_OFFSET_Y) * W + x] as number) / 255) * SHADOW_OPACITY;
        over(out, (y * W + x) * 4, 0, 0, 0, a);
      }
    }
  }
  const [or, og, ob] = hexToRgb(outline);
  for (let p = 0; p < n; p++) {
    const i = p * 4;
    // Outside the cut and clear: both blends below would leave the pixel as it is.
    if (cut[p] === 0 && (width > 0 || canvas.data[i + 3] === 0)) continue;
    const c = (cut[p] as number) / 255;
    if (width > 0) over(out, i, or, og, ob, c);
    // Nothing survives outside the cut line, like a real die-cut sticker.
    const a =
      width > 0 ? Math.min((canvas.data[i + 3] as number) / 255, c) : (canvas.data[i + 3] as number) / 255;
    over(out, i, canvas.data[i] as number, canvas.data[i + 1] as number, canvas.data[i + 2] as number, a);
  }
  return { data: out, width: W, height: H };
}

/** A Telegram-ready die-cut sticker: WebP, longer side exactly `size` (512), at most 512 KB. */
export async function dieCut(rgba: ImageInput, opts: DieCutOptions = {}): Promise<Buffer> {
  return encodeWebp(await dieCutRaw(rgba, opts));
}
