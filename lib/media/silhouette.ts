import { squaredDistanceToMask } from './distance';

// One sticker is ONE shape (issue 8): what touches or nearly touches the main subject stays (a
// held prop, a hand), far islands and specks go, small gaps are bridged, holes are filled, and a
// subject that fills the frame gets a rounded contour instead of a box.

export type Silhouette = {
  /** Pixels of the subject that stay (far islands and specks dropped). */
  keep: Uint8Array;
  /** The die-cut shape: kept pixels, gaps bridged, holes filled (corners rounded when cropped). */
  shape: Uint8Array;
};

function components(mask: Uint8Array, w: number, h: number) {
  const label = new Int32Array(w * h).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    if (!mask[i] || label[i] !== -1) continue;
    const id = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = i;
    label[i] = id;
    while (top > 0) {
      const p = stack[--top] as number;
      size++;
      const x = p % w;
      const next = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
      for (const q of next) {
        if (q < 0 || q >= w * h || !mask[q] || label[q] !== -1) continue;
        label[q] = id;
        stack[top++] = q;
      }
    }
    sizes.push(size);
  }
  return { label, sizes };
}

/** Background reachable from the border stays; every other empty pixel is a hole and is filled. */
function fillHoles(mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = Uint8Array.from(mask);
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const push = (p: number) => {
    if (!out[p] && !seen[p]) {
      seen[p] = 1;
      stack.push(p);
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (stack.length) {
    const p = stack.pop() as number;
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p + w < w * h) push(p + w);
  }
  for (let p = 0; p < w * h; p++) if (!out[p] && !seen[p]) out[p] = 1;
  return out;
}

/** Morphological closing by `r` px with exact distances: bridges gaps narrower than 2r. */
function close(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const toShape = squaredDistanceToMask(mask, w, h);
  const grown = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) grown[p] = (toShape[p] as number) <= r * r ? 1 : 0;
  const outside = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) outside[p] = grown[p] ? 0 : 1;
  const toOutside = squaredDistanceToMask(outside, w, h);
  const out = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) out[p] = (toOutside[p] as number) > r * r ? 1 : 0;
  for (let p = 0; p < w * h; p++) if (mask[p]) out[p] = 1;
  return out;
}

/** Rounded-rectangle mask of the box (left, top, width, height) with corner radius `rad`. */
function roundedBox(
  w: number,
  h: number,
  box: { left: number; top: number; width: number; height: number },
  rad: number,
) {
  const out = new Uint8Array(w * h);
  const x0 = box.left;
  const y0 = box.top;
  const x1 = box.left + box.width - 1;
  const y1 = box.top + box.height - 1;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const cx = Math.min(x1 - rad, Math.max(x0 + rad, x));
      const cy = Math.min(y1 - rad, Math.max(y0 + rad, y));
      const dx = x - cx;
      const dy = y - cy;
      if (dx * dx + dy * dy <= rad * rad) out[y * w + x] = 1;
    }
  }
  return out;
}

/**
 * The union silhouette of a subject mask (1 = opaque) on a canvas w×h whose subject sits in `box`.
 * `gap` is how near an island must be to join (and how wide a gap is bridged).
 */
export function unionSilhouette(
  mask: Uint8Array,
  w: number,
  h: number,
  box: { left: number; top: number; width: number; height: number },
  opts: { gap: number; speck?: number },
): Silhouette {
  const { label, sizes } = components(mask, w, h);
  if (sizes.length === 0) return { keep: mask, shape: mask };
  const main = sizes.indexOf(Math.max(...sizes));
  const mainSize = sizes[main] as number;
  const speck = (opts.speck ?? 0.002) * mainSize;
  // Grow the kept set island by island: what is near anything kept joins (a prop held by a hand).
  const kept = new Set([main]);
  for (let round = 0; round < 3; round++) {
    const keptMask = new Uint8Array(w * h);
    for (let p = 0; p < w * h; p++) if (kept.has(label[p] as number)) keptMask[p] = 1;
    const d2 = squaredDistanceToMask(keptMask, w, h);
    const near = new Float64Array(sizes.length).fill(Number.POSITIVE_INFINITY);
    for (let p = 0; p < w * h; p++) {
      const id = label[p] as number;
      if (id >= 0 && (d2[p] as number) < (near[id] as number)) near[id] = d2[p] as number;
    }
    let grew = false;
    sizes.forEach((size, id) => {
      if (!kept.has(id) && size >= speck && (near[id] as number) <= opts.gap * opts.gap) {
        kept.add(id);
        grew = true;
      }
    });
    if (!grew) break;
  }
  const keep = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) if (kept.has(label[p] as number)) keep[p] = 1;
  let shape = fillHoles(close(keep, w, h, Math.max(1, Math.round(opts.gap / 2))), w, h);

  // A subject cut by the photo's frame fills its box along two or more sides: round its corners.
  const edgeCover = (xs: number[], ys: number[]) => {
    let n = 0;
    for (let i = 0; i < xs.length; i++) n += keep[(ys[i] as number) * w + (xs[i] as number)] ? 1 : 0;
    return n / xs.length;
  };
  const right = box.left + box.width - 1;
  const bottom = box.top + box.height - 1;
  const hx = Array.from({ length: box.width }, (_, i) => box.left + i);
  const vy = Array.from({ length: box.height }, (_, i) => box.top + i);
  const sides = [
    edgeCover(
      hx,
      hx.map(() => box.top),
    ),
    edgeCover(
      hx,
      hx.map(() => bottom),
    ),
    edgeCover(
      vy.map(() => box.left),
      vy,
    ),
    edgeCover(
      vy.map(() => right),
      vy,
    ),
  ].filter((c) => c > 0.5).length;
  if (sides >= 2) {
    const round = roundedBox(w, h, box, Math.round(Math.min(box.width, box.height) * 0.14));
    for (let p = 0; p < w * h; p++) {
      if (!round[p]) {
        shape[p] = 0;
        keep[p] = 0;
      }
    }
    shape = Uint8Array.from(shape);
  }
  return { keep, shape };
}
