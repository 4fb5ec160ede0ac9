import sharp from 'sharp';
import {
  alphaBBox,
  blankRaw,
  encodePng,
  type ImageInput,
  MediaError,
  placeRaw,
  type Raw,
  toRaw,
} from './raw';

/**
 * Clears specks the segmentation left behind: opaque islands smaller than `minShare` of the
 * biggest one (a stray bit of background would otherwise get its own little die-cut outline).
 * Islands holding a `protect`ed pixel stay (mood marks are small but wanted).
 */
export function removeSpecks(r: Raw, minShare = 0.02, protect?: Uint8Array): Raw {
  const { width, height } = r;
  const n = width * height;
  const label = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (label[i] !== -1 || (r.data[i * 4 + 3] as number) < 128) continue;
    const id = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = i;
    label[i] = id;
    // Four neighbours, written out: a helper closure per island cost more than the fill itself.
    while (top > 0) {
      const p = stack[--top] as number;
      size++;
      const x = p % width;
      let q = p - 1;
      if (x > 0 && label[q] === -1 && (r.data[q * 4 + 3] as number) >= 128) {
        label[q] = id;
        stack[top++] = q;
      }
      q = p + 1;
      if (x < width - 1 && label[q] === -1 && (r.data[q * 4 + 3] as number) >= 128) {
        label[q] = id;
        stack[top++] = q;
      }
      q = p - width;
      if (q >= 0 && label[q] === -1 && (r.data[q * 4 + 3] as number) >= 128) {
        label[q] = id;
        stack[top++] = q;
      }
      q = p + width;
      if (q < n && label[q] === -1 && (r.data[q * 4 + 3] as number) >= 128) {
        label[q] = id;
        stack[top++] = q;
      }
    }
    sizes.push(size);
  }
  if (sizes.length <= 1) return r;
  const keep = sizes.reduce((a, b) => Math.max(a, b), 0) * minShare;
  const wanted = new Set<number>();
  if (protect)
    for (let i = 0; i < n; i++) if (protect[i] && (label[i] as number) >= 0) wanted.add(label[i] as number);
  const out = Buffer.from(r.data);
  for (let i = 0; i < n; i++) {
    const id = label[i] as number;
    if (id >= 0 && (sizes[id] as number) < keep && !wanted.has(id)) out[i * 4 + 3] = 0;
  }
  return { data: out, width, height };
}

const EDGE = 3;

export type CropBox = { left: number; top: number; width: number; height: number };

/**
 * The box of the mostly-opaque subject, widened a little for its soft edge (faint haze further out,
 * segmentation residue, is left outside). A side of the box lies on the image's border only where
 * the subject touches it: that is how the die-cut knows where the photo's frame cut the subject.
 */
export function subjectBox(r: Raw): CropBox {
  const core = alphaBBox(r, 128);
  if (!core) throw new MediaError('NO_SUBJECT', 'No subject found in the image');
  const left = Math.max(0, core.left - EDGE);
  const top = Math.max(0, core.top - EDGE);
  return {
    left,
    top,
    width: Math.min(r.width, core.left + core.width + EDGE) - left,
    height: Math.min(r.height, core.top + core.height + EDGE) - top,
  };
}

/** Trims transparent margins to the subject's alpha bounding box, then adds `padding` px of transparency. */
export async function cropToSubjectRaw(input: ImageInput, { padding = 0 } = {}): Promise<Raw> {
  const r = removeSpecks(await toRaw(input));
  const { data, info } = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } })
    .extract(subjectBox(r))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cropped: Raw = { data, width: info.width, height: info.height };
  if (padding <= 0) return cropped;
  const out = blankRaw(cropped.width + 2 * padding, cropped.height + 2 * padding);
  placeRaw(out, cropped, padding, padding);
  return out;
}

/** PNG of the subject with its transparent margins trimmed (plus `padding`). */
export async function cropToSubject(rgba: ImageInput, opts: { padding?: number } = {}): Promise<Buffer> {
  return encodePng(await cropToSubjectRaw(rgba, opts));
}
