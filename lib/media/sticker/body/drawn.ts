import sharp from 'sharp';
import type { Box } from '../../head-box';
import { alphaBBox, encodePng, type Raw, rawSharp } from '../../raw';
import type { Head } from '../parts';
import { bodyColours, skinOf } from './outfits';
import { POSES } from './poses';
import { bodySvg, type PoseArt, type Pt } from './skeleton';

// A drawn figure: the character's own head, cut from its photo at the head box, on a drawn body
// in a pose (skeleton.ts, poses-*.ts). Everything is one SVG that sharp renders: the body behind,
// the head photo as an embedded image turned on the neck, the collar and front hands over it.

/** Pixels per pose unit: a 300 × 340 pose is drawn ~400 px wide, about the sticker's figure size. */
const S = 1.35;

export type DrawnFigure = {
  raw: Raw;
  /** The head box in the figure's pixels, turned with the head. */
  head: Head;
  /**
   * Where a prop is held, in the figure's pixels, which side of the head it is on, and the prop's
   * size against the head's (below 1 when the head is drawn bigger than the body: chibi).
   */
  hand: { x: number; y: number; side: 1 | -1; scale: number };
  /** Where the head meets the body (the collar), in the figure's pixels. */
  neck: { x: number; y: number };
};

/** The head: the head box of the cut-out, a little wider, its bottom faded (the collar covers it). */
async function headCrop(cut: Raw, box: Box): Promise<{ raw: Raw; inner: Box }> {
  const pad = Math.round(box.width * 0.06);
  const left = Math.max(0, Math.round(box.x) - pad);
  const top = Math.max(0, Math.round(box.y) - pad);
  const right = Math.min(cut.width, Math.round(box.x + box.width) + pad);
  const bottom = Math.min(cut.height, Math.round(box.y + box.height * 0.97));
  const width = Math.max(1, right - left);
  const height = Math.max(1, bottom - top);
  const { data, info } = await rawSharp(cut)
    .extract({ left, top, width, height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A soft oval round the head: the collar of a suit or a shoulder at the box's lower corners is
  // left out, and the bottom fades where the drawn collar covers it.
  const cx = width / 2;
  const cy = height * 0.46;
  const rx = width * 0.56;
  const ry = height * 0.62;
  for (let y = 0; y < height; y++) {
    const bottomFade = Math.min(1, (height - y) / Math.max(1, height * 0.1));
    for (let x = 0; x < width; x++) {
      // Egg-shaped: narrower towards the chin, where a collar or shoulders would show.
      const below = Math.max(0, (y - cy) / ry);
      const d = ((x - cx) / (rx * (1 - 0.38 * below))) ** 2 + ((y - cy) / ry) ** 2;
      const k = Math.min(bottomFade, Math.max(0, Math.min(1, (1.08 - d) / 0.16)));
      if (k >= 1) continue;
      const i = (y * width + x) * 4 + 3;
      data[i] = Math.round((data[i] as number) * k);
    }
  }
  const inner = { x: box.x - left, y: box.y - top, width: box.width, height: box.height };
  return { raw: { data, width: info.width, height: info.height }, inner };
}

const rot = ([x, y]: Pt, deg: number): Pt => {
  const a = (deg * Math.PI) / 180;
  return [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
};

/** A pose mirrored left to right (the head is not: its photo keeps its own sides). */
export function mirrorPose(p: PoseArt): PoseArt {
  const m = ([x, y]: Pt): Pt => [p.w - x, y];
  return {
    ...p,
    neck: m(p.neck),
    zzz: p.zzz && ([p.w - p.zzz[0] - 60, p.zzz[1]] as Pt),
    headAngle: -p.headAngle,
    torso: { ...p.torso, top: m(p.torso.top), bottom: m(p.torso.bottom) },
    arms: p.arms.map((a) => ({
      ...a,
      shoulder: m(a.shoulder),
      elbow: m(a.elbow),
      hand: m(a.hand),
    })) as PoseArt['arms'],
    legs: p.legs.map((l) => ({
      ...l,
      hip: m(l.hip),
      knee: m(l.knee),
      foot: m(l.foot),
      toe: -l.toe as 1 | -1,
    })) as PoseArt['legs'],
    back: p.back && ((c) => `<g transform="translate(${p.w} 0) scale(-1 1)">${p.back?.(c)}</g>`),
    front: p.front && ((c) => `<g transform="translate(${p.w} 0) scale(-1 1)">${p.front?.(c)}</g>`),
  };
}

/**
 * A raised arm (its hand above and outside its shoulder) drawn at its full length on a body shrunk
 * by `b`: else a chibi's cheering hands end up behind its big head.
 */
function raisedArmsKept(p: PoseArt, b: number): PoseArt {
  if (b >= 1) return p;
  const out = ([sx, sy]: Pt, [x, y]: Pt): Pt => [sx + (x - sx) / b, sy + (y - sy) / b];
  const arms = p.arms.map((a) =>
    // Up and outwards (cheering, waving); a hand raised to the head (a salute) keeps its place.
    a.hand[1] < a.shoulder[1] &&
    !a.front &&
    Math.abs(a.hand[0] - p.neck[0]) > Math.abs(a.shoulder[0] - p.neck[0])
      ? { ...a, elbow: out(a.shoulder, a.elbow), hand: out(a.shoulder, a.hand) }
      : a,
  ) as PoseArt['arms'];
  return { ...p, arms };
}

export type BodyOptions = {
  pose: string;
  /** Picks the outfit. */
  variant: number;
  /** Long or short sleeves (else the outfit's own). */
  longSleeves?: boolean;
  flip: boolean;
  /** Extra head size (chibi styles draw it bigger still). */
  headScale?: number;
  /** The body drawn this much smaller about the neck (chibi: a small body under a big head). */
  bodyScale?: number;
  /** A few degrees of head turn on top of the pose's. */
  tilt?: number;
};

/** The character's head (its head box in the cut-out's pixels) on a drawn body in a pose. */
export async function drawBody(cut: Raw, box: Box, o: BodyOptions): Promise<DrawnFigure> {
  const base = POSES[o.pose] ?? (POSES.wave as PoseArt);
  const b = o.bodyScale ?? 1;
  const pose = raisedArmsKept(o.flip ? mirrorPose(base) : base, b);
  const { raw: head, inner } = await headCrop(cut, box);
  const outfit = bodyColours(o.variant, skinOf(head));
  const colours = { ...outfit, longSleeves: o.longSleeves ?? outfit.longSleeves };
  const { back, front } = bodySvg(pose, colours);
  // The head's height in pixels; a very wide crop (big hair, a hood) is held to 1.45× its height.
  let hh = pose.headH * S * (o.headScale ?? 1);
  let hw = (hh * head.width) / head.height;
  if (hw > hh * 1.45) {
    hh *= (hh * 1.45) / hw;
    hw = hh * 1.45;
  }
  const angle = pose.headAngle + (o.tilt ?? 0);
  const [nx, ny] = [pose.neck[0] * S, pose.neck[1] * S];
  // A smaller body shrinks towards the neck, so the head still sits on it (hands and props follow).
  const shrink =
    b === 1
      ? ''
      : ` translate(${pose.neck[0]} ${pose.neck[1]}) scale(${b}) translate(${-pose.neck[0]} ${-pose.neck[1]})`;
  // The crop's bottom sinks a little into the collar.
  const sink = hh * 0.07;
  // Room around the pose box for a big head (chibi) turned on the neck; cropped off after.
  const P = Math.round(hh * (b < 1 ? 0.8 : 0.5));
  const W = Math.round(pose.w * S) + 2 * P;
  const H = Math.round(pose.h * S) + 2 * P;
  const png = (await encodePng(head)).toString('base64');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<g transform="translate(${P} ${P}) scale(${S})${shrink}">${back}</g>
<g transform="translate(${(nx + P).toFixed(1)} ${(ny + P).toFixed(1)}) rotate(${angle.toFixed(1)})"><image x="${(-hw / 2).toFixed(1)}" y="${(-hh + sink).toFixed(1)}" width="${hw.toFixed(1)}" height="${hh.toFixed(1)}" preserveAspectRatio="none" xlink:href="data:image/png;base64,${png}"/></g>
<g transform="translate(${P} ${P}) scale(${S})${shrink}">${front}</g></svg>`;
  const drawn = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const full = { data: drawn.data, width: drawn.info.width, height: drawn.info.height };
  const bb = alphaBBox(full, 8) ?? { left: 0, top: 0, width: full.width, height: full.height };
  const { data, info } = await rawSharp(full).extract(bb).raw().toBuffer({ resolveWithObject: true });
  // From the pose's pixels to the cropped figure's.
  const ox = P - bb.left;
  const oy = P - bb.top;
  // Where the head box went: its centre from the crop's bottom middle, turned with the head.
  const k = hh / head.height;
  const local: Pt = [
    (inner.x + inner.width / 2 - head.width / 2) * k,
    (inner.y + inner.height / 2 - head.height) * k + sink,
  ];
  const [dx, dy] = rot(local, angle);
  const arm = pose.arms[pose.hold].hand;
  const held: Pt = [pose.neck[0] + (arm[0] - pose.neck[0]) * b, pose.neck[1] + (arm[1] - pose.neck[1]) * b];
  return {
    raw: { data, width: info.width, height: info.height },
    head: { cx: ox + nx + dx, cy: oy + ny + dy, w: inner.width * k, h: inner.height * k, angle },
    neck: { x: ox + nx, y: oy + ny },
    hand: {
      x: ox + held[0] * S,
      y: oy + held[1] * S,
      side: held[0] * S >= nx ? 1 : -1,
      // Between the body's size and the head's: a chibi's prop still reads, and fits its small hands.
      scale: Math.sqrt(b) / (o.headScale ?? 1),
    },
  };
}
