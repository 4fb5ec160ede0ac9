// Drawn bodies (lib/media/sticker/body): flat cartoon figures with an ink outline, each pose a
// skeleton of joints in its own units (poses-*.ts). This file turns a skeleton into SVG: legs,
// torso, arms as thick round strokes (ink first, colour over it), hands by shape, shoes, and the
// collar drawn over the bottom of the photo head so the cut at the neck never shows.

export type Pt = [number, number];
export type HandShape = 'fist' | 'open' | 'thumb' | 'point' | 'flat' | 'heart';

export type Arm = {
  shoulder: Pt;
  elbow: Pt;
  hand: Pt;
  shape: HandShape;
  /** Drawn over the head (a hand at the brow, over the face). */
  front?: boolean;
};

export type Leg = {
  hip: Pt;
  knee: Pt;
  foot: Pt /** Which way the shoe points (1 right, -1 left). */;
  toe: 1 | -1;
};

/** One pose: joints in a box of w × h units; the head's neck point, size and turn. */
export type PoseArt = {
  w: number;
  h: number;
  /** Where the bottom middle of the head sits. */
  neck: Pt;
  /** The head's turn in degrees, clockwise. */
  headAngle: number;
  /** The head's height in units (about 45% of the figure's height). */
  headH: number;
  /** The torso: from the neck's base to the hips, its width at the shoulders and at the hips. */
  torso: { top: Pt; bottom: Pt; shoulders: number; hips: number };
  /** Viewer's left arm first, then the right one; the later one is drawn over the body. */
  arms: [Arm, Arm];
  legs: [Leg, Leg];
  /** Which hand a prop goes in. */
  hold: 0 | 1;
  /** Extra art behind everything (a pillow, motion lines) and over everything (zzz, a heart). */
  back?: (c: BodyColours) => string;
  front?: (c: BodyColours) => string;
  /** Where a row of Z's rises from (sleep): drawn after mirroring, so the letters read. */
  zzz?: Pt;
  /** Legs under a blanket are not drawn (sleep). */
  noLegs?: boolean;
};

export type BodyColours = {
  ink: string;
  skin: string;
  shirt: string;
  /** The shirt's darker side (a flat shadow down one side of the torso). */
  shade: string;
  pants: string;
  shoes: string;
  accent: string;
  /** Long sleeves cover the arm; short ones end at the elbow. */
  longSleeves: boolean;
};

/** The outline's width in units (about the weight of the parts' ink on the sticker). */
export const INK_W = 4.2;
const ARM_W = 19;
const LEG_W = 23;

const n = (v: number) => v.toFixed(1);
const path = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}`;

/** A thick round stroke with an ink outline: ink first, one outline wider, then the colour. */
function limb(pts: Pt[], width: number, fill: string, ink: string): string {
  const d = path(pts);
  return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${n(width + 2 * INK_W)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${fill}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const inked = (fill: string, ink: string, k = 1) =>
  `fill="${fill}" stroke="${ink}" stroke-width="${n(INK_W * k)}" stroke-linejoin="round" stroke-linecap="round"`;

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A hand of the given shape at the wrist's end, pointing along the forearm. */
export function hand(shape: HandShape, at: Pt, from: Pt, c: BodyColours): string {
  const a = (Math.atan2(at[1] - from[1], at[0] - from[0]) * 180) / Math.PI;
  const [x, y] = at;
  const g = (body: string, angle = a) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${body}</g>`;
  const finger = (len: number, deg: number, w = 7) =>
    `<g transform="rotate(${deg})"><rect x="0" y="${-w / 2}" width="${len}" height="${w}" rx="${w / 2}" ${inked(c.skin, c.ink, 0.8)}/></g>`;
  const palm = (r = 12) => `<circle cx="2" cy="0" r="${r}" ${inked(c.skin, c.ink)}/>`;
  switch (shape) {
    case 'open':
      return g(`${[-40, -14, 12, 38].map((d) => finger(22, d)).join('')}${finger(16, 80, 8)}${palm(12)}`);
    case 'thumb':
      // The thumb points up whatever the arm does.
      return `${g(palm(13))}${g(`<rect x="-6" y="-30" width="12" height="26" rx="6" ${inked(c.skin, c.ink, 0.9)}/>`, 0)}`;
    case 'point':
      return g(`${finger(30, 0, 8)}${palm(12)}`);
    case 'flat':
      return g(`<rect x="-8" y="-9" width="36" height="18" rx="8" ${inked(c.skin, c.ink)}/>`);
    case 'heart':
      // The two hands meet in a heart: one pink heart with the fingertips round it.
      return `<g transform="translate(${n(x)} ${n(y)})"><path d="M0 20 C-18 8 -24 -2 -24 -10 C-24 -20 -16 -25 -9 -25 C-4 -25 -1 -22 0 -18 C1 -22 4 -25 9 -25 C16 -25 24 -20 24 -10 C24 -2 18 8 0 20Z" ${inked('#ff4f7b', c.ink)}/><path d="M-15 -14 Q-14 -19 -9 -20" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3" stroke-linecap="round"/></g>`;
    default:
      return g(palm(12));
  }
}

/** One arm: sleeve (long or to the elbow), bare forearm, hand. */
function arm(a: Arm, c: BodyColours): string {
  const sleeveEnd = c.longSleeves ? a.hand : lerp(a.shoulder, a.elbow, 1.1);
  const bare = c.longSleeves ? '' : limb([a.elbow, a.hand], ARM_W - 5, c.skin, c.ink);
  const sleeve = c.longSleeves
    ? limb([a.shoulder, a.elbow, lerp(a.elbow, a.hand, 0.82)], ARM_W, c.shirt, c.ink)
    : limb([a.shoulder, sleeveEnd], ARM_W + 3, c.shirt, c.ink);
  if (a.shape === 'heart') return `${bare}${sleeve}`;
  return `${bare}${sleeve}${hand(a.shape, a.hand, a.elbow, c)}`;
}

function leg(l: Leg, c: BodyColours): string {
  const shoe = `<ellipse cx="${n(l.foot[0] + l.toe * 7)}" cy="${n(l.foot[1] + 3)}" rx="17" ry="10" ${inked(c.shoes, c.ink)}/><path d="M${n(l.foot[0] + l.toe * 2)} ${n(l.foot[1] - 2)} q${l.toe * 8} -3 ${l.toe * 14} 1" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`;
  return `${limb([l.hip, l.knee, l.foot], LEG_W, c.pants, c.ink)}${shoe}`;
}

/** The torso: a rounded trapezoid along its axis, with a flat shadow down one side. */
function torso(t: PoseArt['torso'], c: BodyColours): string {
  const [x0, y0] = t.top;
  const [x1, y1] = t.bottom;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI - 90;
  const s = t.shoulders / 2;
  const h = t.hips / 2;
  const body = `M${-s} 8 Q${-s} -4 ${-s + 14} -4 L${s - 14} -4 Q${s} -4 ${s} 8 L${h} ${len - 6} Q${h} ${len + 6} ${h - 10} ${len + 6} L${-h + 10} ${len + 6} Q${-h} ${len + 6} ${-h} ${len - 6}Z`;
  const shadow = `M${s * 0.45} -2 L${s - 12} -2 Q${s - 2} -2 ${s - 2} 8 L${h - 2} ${len - 6} Q${h - 2} ${len + 4} ${h - 10} ${len + 4} L${h * 0.35} ${len + 4}Z`;
  const belt = `M${-h} ${len - 10} L${h} ${len - 10}`;
  return `<g transform="translate(${n(x0)} ${n(y0)}) rotate(${n(a)})"><path d="${body}" ${inked(c.shirt, c.ink)}/><path d="${shadow}" fill="${c.shade}"/><path d="${belt}" fill="none" stroke="${c.accent}" stroke-width="7"/><path d="${body}" fill="none" stroke="${c.ink}" stroke-width="${INK_W}" stroke-linejoin="round"/></g>`;
}

/** The neck behind the head: a short skin column from the torso's top to the head. */
function neck(p: PoseArt, c: BodyColours): string {
  return limb([p.torso.top, lerp(p.torso.top, p.neck, 1.2)], 22, c.skin, c.ink);
}

/** The collar over the head's cut: a round neckline across the neck point, turned with the torso. */
export function collar(p: PoseArt, c: BodyColours): string {
  const [x0, y0] = p.torso.top;
  const [x1, y1] = p.torso.bottom;
  const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI - 90;
  const w = p.torso.shoulders * 0.36;
  return `<g transform="translate(${n(x0)} ${n(y0)}) rotate(${n(a)})"><path d="M${-w} -6 Q0 22 ${w} -6 L${w + 4} 4 Q0 34 ${-w - 4} 4Z" ${inked(c.shirt, c.ink)}/></g>`;
}

/** Three Z's rising to the right from (x, y), white-edged ink. */
function zzz(ink: string, [x, y]: Pt): string {
  return [0, 1, 2]
    .map((i) => {
      const s = 12 + i * 5;
      const d = `M${x + i * 26} ${y - i * 30} h${s} l${-s} ${s} h${s}`;
      return `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="11" stroke-linejoin="round" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
    })
    .join('');
}

/** The body drawn behind the head, and what is drawn over it (collar, extras, hands at the face). */
export function bodySvg(p: PoseArt, c: BodyColours): { back: string; front: string } {
  const arms = p.arms.filter((a) => !a.front);
  const over = p.arms.filter((a) => a.front);
  const legs = p.noLegs ? '' : p.legs.map((l) => leg(l, c)).join('');
  // Arms in front of the torso (the usual cartoon overlap); the legs and the neck behind it.
  const back = `${p.back?.(c) ?? ''}${legs}${neck(p, c)}${torso(p.torso, c)}${arms.map((a) => arm(a, c)).join('')}`;
  const heart = p.arms.find((a) => a.shape === 'heart');
  const front = `${collar(p, c)}${p.front?.(c) ?? ''}${over.map((a) => arm(a, c)).join('')}${heart ? hand('heart', heart.hand, heart.elbow, c) : ''}${p.zzz ? zzz(c.ink, p.zzz) : ''}`;
  return { back, front };
}
