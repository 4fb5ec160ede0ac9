import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import { alphaBBox, type Raw, rawSharp } from '../raw';
import { pick, rng } from './random';

export type Framing = 'full' | 'closeup' | 'waist';

/** How one sticker's figure is shown: framing, tilt in degrees, mirrored or not. */
export type PosePlan = { framing: Framing; angle: number; flip: boolean };

// Words of a pose text that decide the framing (the suggestion banks' English poses and the usual
// ways people write them); other words and languages still vary the pose through the text's seed.
const FRAMING_WORDS: [RegExp, Framing][] = [
  [/close[- ]?up|head and shoulders|headshot|portrait|selfie|face|peeking/i, 'closeup'],
  [/waist[- ]up|half[- ]body|upper body|sitting|seated|at (?:a|the|his|her|their) desk/i, 'waist'],
  [/full[- ]body|whole body|head to toe|jump|danc|running|walking|standing|leap|kick|lying/i, 'full'],
];

const textSeed = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/**
 * The pose of one sticker, deterministic. Without a pose text of its own (blank or the documented default)
 * it comes from the sticker's seed stream as it always did; with one, the text seeds its own
 * stream (same words, same pose family; other words, another pose) and its words pick the framing.
 */
export function planPose(r: () => number, seed: number, pose: string | null | undefined): PosePlan {
  const text = (pose ?? '').trim();
  const own = text && text !== ENTRY_DEFAULTS.pose;
  const p = own ? rng((seed ^ textSeed(text.toLowerCase())) >>> 0) : r;
  const drawn = pick<Framing>(p, ['full', 'full', 'waist', 'closeup']);
  const framing = (own && FRAMING_WORDS.find(([re]) => re.test(text))?.[1]) || drawn;
  const angle = (p() * 2 - 1) * 8;
  const flip = p() < 0.35;
  return { framing, angle, flip };
}

async function run(img: ReturnType<typeof rawSharp>): Promise<Raw> {
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A head in the figure's pixels: centre, size and turn in degrees, clockwise (parts/place.ts). */
export type HeadPose = { cx: number; cy: number; w: number; h: number; angle: number };

/**
 * Pose and framing varied per sticker (see planPose): full figure, waist up or a head-and-shoulders
 * close-up, a slight tilt, sometimes mirrored — so a set of one character does not repeat the same
 * picture.
 */
export async function vary(subject: Raw, plan: PosePlan, headBottom?: number | null): Promise<Raw> {
  return (await varyFigure(subject, plan, headBottom)).raw;
}

/** vary, and where the head (given in the subject's pixels) ends up in the varied figure. */
export async function varyFigure(
  subject: Raw,
  plan: PosePlan,
  headBottom?: number | null,
  head?: HeadPose | null,
  /** Every character's face, followed like the head (the label keeps off them). */
  faces: HeadPose[] = [],
): Promise<{ raw: Raw; head: HeadPose | null; faces: HeadPose[] }> {
  const { framing, angle, flip } = plan;
  let img = subject;
  if (framing !== 'full' && subject.height > 120) {
    // The head box, when known, decides the close-up; else the top of the silhouette.
    const share = framing === 'closeup' ? 0.5 : 0.72;
    const bottom =
      framing === 'closeup' && headBottom
        ? Math.min(subject.height, headBottom * 1.6)
        : subject.height * share;
    img = await run(
      rawSharp(subject).extract({
        left: 0,
        top: 0,
        width: subject.width,
        height: Math.max(60, Math.round(bottom)),
      }),
    );
  }
  let s = rawSharp(img);
  if (flip) s = s.flop();
  const rotated = await run(s.rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }));
  const box = alphaBBox(rotated, 24);
  // Mirrored, then turned about the image's centre (sharp turns clockwise and grows the canvas).
  const a = (angle * Math.PI) / 180;
  const move = (h: HeadPose): HeadPose => {
    const x = (flip ? img.width - h.cx : h.cx) - img.width / 2;
    const y = h.cy - img.height / 2;
    return {
      cx: x * Math.cos(a) - y * Math.sin(a) + rotated.width / 2 - (box?.left ?? 0),
      cy: x * Math.sin(a) + y * Math.cos(a) + rotated.height / 2 - (box?.top ?? 0),
      w: h.w,
      h: h.h,
      angle: h.angle + angle,
    };
  };
  const moved = head ? move(head) : null;
  return {
    raw: box ? await run(rawSharp(rotated).extract(box)) : rotated,
    head: moved,
    faces: faces.map(move),
  };
}
