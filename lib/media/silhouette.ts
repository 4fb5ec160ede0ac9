import { squaredDistanceToMask } from './distance';

// One sticker is ONE shape (docs/decisions.md): what touches or nearly touches the main subject stays (a
// held prop, a hand), far islands and specks go, small gaps are bridged, holes are filled, and a
// subject cut by the photo's frame gets rounded corners where the cut runs, not a box. Pixels the
// caller forces (mood marks) always stay, joined to the subject by a bridge when they are far.
import { markBorder, roundFrameCuts } from './frame-cut';

export type Silhouette = {
  /** Pixels of the subject that stay (far islands and specks dropped). */
  keep: Uint8Array;
  /** The die-cut shape: kept pixels, gaps bridged, holes filled (corners rounded when cropped). */
  shape: Uint8Array;
};

function components(mask: Uint8Array, w: number, h: number) {
  const n = w * h;
  const label = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const stack = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (!mask[i] || label[i] !== -1) continue;
    const id = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = i;
    label[i] = id;
    // Four neighbours, written out: a helper closure per island cost more than the fill itself.
    while (top > 0) {
      const p = stack[--top] as number;
      size++;
      const x = p % w;
      let q = p - 1;
      if (x > 0 && mask[q] && label[q] === -1) {
        label[q] = id;
        stack[top++] = q;
      }
      q = p + 1;
      if (x < w - 1 && mask[q] && label[q] === -1) {
        label[q] = id;
        stack[top++] = q;
      }
      q = p - w;
      if (q >= 0 && mask[q] && label[q] === -1) {
        label[q] = id;
        stack[top++] = q;
      }
      q = p + w;
      if (q < n && mask[q] && label[q] === -1) {
        label[q] = id;
        stack[top++] = q;
      }
    }
    sizes.push(size);
  }
  return { label, sizes };
}

/** Per pixel: whether its island (label, -1 for none) is one of `ids` (a flag per island). */
function maskOf(label: Int32Array, ids: Uint8Array): Uint8Array {
  const out = new Uint8Array(label.length);
  for (let p = 0; p < label.length; p++) {
    const id = label[p] as number;
    if (id >= 0 && ids[id]) out[p] = 1;
  }
  return out;
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
  // Beyond the canvas is outside too: a subject closer to the border than `r` (a frame-filling
  // one in its thin padding) would otherwise grow into the whole padding and never shrink back.
  markBorder(outside, w, h);
  const toOutside = squaredDistanceToMask(outside, w, h);
  const out = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) out[p] = (toOutside[p] as number) > r * r ? 1 : 0;
  for (let p = 0; p < w * h; p++) if (mask[p]) out[p] = 1;
  return out;
}

/** A filled disc-capped segment from (ax, ay) to (bx, by) of radius `r`, drawn into `mask`. */
function drawCapsule(
  mask: Uint8Array,
  w: number,
  h: number,
  a: [number, number],
  b: [number, number],
  r: number,
) {
  const [ax, ay] = a;
  const [bx, by] = b;
  const x0 = Math.max(0, Math.floor(Math.min(ax, bx) - r));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(ax, bx) + r));
  const y0 = Math.max(0, Math.floor(Math.min(ay, by) - r));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(ay, by) + r));
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      const ex = x - (ax + t * dx);
      const ey = y - (ay + t * dy);
      if (ex * ex + ey * ey <= r * r) mask[y * w + x] = 1;
    }
  }
}

/**
 * Keeps the shape's biggest part plus the parts holding forced pixels, each of those joined to the
 * biggest by a bridge (the sticker's backing between a mood mark and the subject); the rest goes.
 */
function connectForced(
  shape: Uint8Array,
  keep: Uint8Array,
  w: number,
  h: number,
  force: Uint8Array | undefined,
  bridge: number,
) {
  const { label, sizes } = components(shape, w, h);
  if (sizes.length <= 1) return shape;
  const main = sizes.indexOf(Math.max(...sizes));
  const forced = new Uint8Array(sizes.length);
  let anyForced = false;
  if (force)
    for (let p = 0; p < w * h; p++) {
      const id = label[p] as number;
      if (force[p] && id >= 0 && id !== main) {
        forced[id] = 1;
        anyForced = true;
      }
    }
  const out = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    const id = label[p] as number;
    if (id === main || (id >= 0 && forced[id])) out[p] = 1;
    else keep[p] = 0;
  }
  if (!anyForced) return out;
  const mainMask = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) if (label[p] === main) mainMask[p] = 1;
  const d2 = squaredDistanceToMask(mainMask, w, h);
  // Each part's pixel nearest the subject, in one pass; then the subject's pixel nearest to it.
  const nearest = new Map<number, number>();
  for (let p = 0; p < w * h; p++) {
    const id = label[p] as number;
    if (id < 0 || !forced[id]) continue;
    const best = nearest.get(id);
    if (best === undefined || (d2[p] as number) < (d2[best] as number)) nearest.set(id, p);
  }
  for (const from of nearest.values()) {
    const fx = from % w;
    const fy = Math.floor(from / w);
    const reach = Math.ceil(Math.sqrt(d2[from] as number)) + 1;
    let to = -1;
    let best = Number.POSITIVE_INFINITY;
    for (let y = Math.max(0, fy - reach); y <= Math.min(h - 1, fy + reach); y++) {
      for (let x = Math.max(0, fx - reach); x <= Math.min(w - 1, fx + reach); x++) {
        if (!mainMask[y * w + x]) continue;
        const d = (x - fx) ** 2 + (y - fy) ** 2;
        if (d < best) {
          best = d;
          to = y * w + x;
        }
      }
    }
    if (to >= 0) drawCapsule(out, w, h, [fx, fy], [to % w, Math.floor(to / w)], bridge);
  }
  return fillHoles(out, w, h);
}

/**
 * The union silhouette of a subject mask (1 = opaque) on a canvas w×h whose subject sits in `box`.
 * `gap` is how near an island must be to join (and how wide a gap is bridged); `force` marks
 * pixels that must survive wherever they are (their islands are kept and bridged, `bridge` px).
 */
export function unionSilhouette(
  mask: Uint8Array,
  w: number,
  h: number,
  box: { left: number; top: number; width: number; height: number },
  opts: { gap: number; speck?: number; force?: Uint8Array; bridge?: number },
): Silhouette {
  const { label, sizes } = components(mask, w, h);
  if (sizes.length === 0) return { keep: mask, shape: mask };
  const main = sizes.indexOf(Math.max(...sizes));
  const mainSize = sizes[main] as number;
  const speck = (opts.speck ?? 0.002) * mainSize;
  const kept = new Uint8Array(sizes.length);
  kept[main] = 1;
  if (opts.force) {
    for (let p = 0; p < w * h; p++) {
      const id = label[p] as number;
      if (opts.force[p] && id >= 0) kept[id] = 1;
    }
  }
  // Grow the kept set island by island: what is near anything kept joins (a prop held by a hand).
  // Islands too small to join never need a distance map.
  const candidates = () => sizes.some((size, id) => !kept[id] && size >= speck);
  for (let round = 0; round < 3 && candidates(); round++) {
    const d2 = squaredDistanceToMask(maskOf(label, kept), w, h);
    const near = new Float64Array(sizes.length).fill(Number.POSITIVE_INFINITY);
    for (let p = 0; p < w * h; p++) {
      const id = label[p] as number;
      if (id >= 0 && (d2[p] as number) < (near[id] as number)) near[id] = d2[p] as number;
    }
    let grew = false;
    sizes.forEach((size, id) => {
      if (!kept[id] && size >= speck && (near[id] as number) <= opts.gap * opts.gap) {
        kept[id] = 1;
        grew = true;
      }
    });
    if (!grew) break;
  }
  const keep = maskOf(label, kept);
  let shape = fillHoles(close(keep, w, h, Math.max(1, Math.round(opts.gap / 2))), w, h);
  // Where the photo's frame cut the subject, round the corners (radius ~14% of the shorter side).
  const rounded = roundFrameCuts(shape, keep, w, h, box, Math.round(Math.min(box.width, box.height) * 0.14));
  // Rounding may cut a sliver loose, and forced marks may lie apart: only then is a pass needed.
  if (rounded || opts.force) {
    const bridge = opts.bridge ?? Math.max(2, Math.round(opts.gap / 3));
    shape = connectForced(shape, keep, w, h, opts.force, bridge);
  }
  return { keep, shape };
}
