import { squaredDistanceToMask } from './distance';

// A subject cut by the photo's frame has straight cut edges along the frame. A real sticker rounds
// the corners where such a cut edge ends: where two cut edges meet (a close-up filling the frame)
// and also where one cut edge meets the subject's own contour (the cat's chin running off the
// bottom of the photo). Rounding only the corners of the subject's bounding box missed the second
// kind, so a cut that ended inside the box (the cat's lower right) kept a sharp corner.

type Box = { left: number; top: number; width: number; height: number };

/** Sets the canvas's outermost pixels: what lies beyond the canvas counts as outside the shape. */
export function markBorder(outside: Uint8Array, w: number, h: number): void {
  for (let x = 0; x < w; x++) {
    outside[x] = 1;
    outside[(h - 1) * w + x] = 1;
  }
  for (let y = 0; y < h; y++) {
    outside[y * w] = 1;
    outside[y * w + w - 1] = 1;
  }
}

/** Morphological opening by a disc of radius `r`: convex corners rounded, parts thinner than 2r gone. */
export function openMask(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const outside = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) outside[p] = mask[p] ? 0 : 1;
  markBorder(outside, w, h);
  const toOutside = squaredDistanceToMask(outside, w, h);
  const core = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) core[p] = (toOutside[p] as number) > r * r ? 1 : 0;
  const toCore = squaredDistanceToMask(core, w, h);
  const out = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) out[p] = mask[p] && (toCore[p] as number) <= r * r ? 1 : 0;
  return out;
}

/** Runs of subject pixels lying on the box's border: where the photo's frame cut the subject. */
export function frameCutRuns(keep: Uint8Array, w: number, box: Box): number[][] {
  const right = box.left + box.width - 1;
  const bottom = box.top + box.height - 1;
  const sides: number[][] = [
    Array.from({ length: box.width }, (_, i) => box.top * w + box.left + i),
    Array.from({ length: box.width }, (_, i) => bottom * w + box.left + i),
    Array.from({ length: box.height }, (_, i) => (box.top + i) * w + box.left),
    Array.from({ length: box.height }, (_, i) => (box.top + i) * w + right),
  ];
  const runs: number[][] = [];
  for (const side of sides) {
    let run: number[] = [];
    for (const p of side) {
      if (keep[p]) run.push(p);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  }
  return runs;
}

/**
 * Rounds the shape's corners near every frame cut, in place (`shape` and `keep`). A cut run of
 * length L gets radius min(maxRadius, 0.35·L), so a narrow arm cut by the frame keeps its width and
 * only loses its corners; the change stays within ~1.25 radii of the cut. True when it changed.
 */
export function roundFrameCuts(
  shape: Uint8Array,
  keep: Uint8Array,
  w: number,
  h: number,
  box: Box,
  maxRadius: number,
): boolean {
  if (maxRadius < 3) return false;
  let changed = false;
  const step = Math.max(2, Math.round(maxRadius / 4));
  const byRadius = new Map<number, number[]>();
  for (const run of frameCutRuns(keep, w, box)) {
    const r = Math.min(maxRadius, Math.round((0.35 * run.length) / step) * step);
    if (r < 3) continue;
    byRadius.set(r, [...(byRadius.get(r) ?? []), ...run]);
  }
  for (const [r, pixels] of [...byRadius].sort((a, b) => b[0] - a[0])) {
    const cut = new Uint8Array(w * h);
    for (const p of pixels) cut[p] = 1;
    const near = squaredDistanceToMask(cut, w, h);
    const band = (1.25 * r) ** 2;
    const opened = openMask(shape, w, h, r);
    for (let p = 0; p < w * h; p++) {
      if (shape[p] && !opened[p] && (near[p] as number) <= band) {
        shape[p] = 0;
        keep[p] = 0;
        changed = true;
      }
    }
  }
  return changed;
}
