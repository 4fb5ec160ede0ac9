import { partsText } from './index';
import { type BodyVariant, bodyVariant } from './body/figure-drawn';
import { treatmentFor } from './family-for';
import { type ChosenParts, kindOf, partList } from './parts/catalogue';
import { chooseFrom, choosePoseFrom } from './parts/match';
import { drawingPhrase } from './parts/prompt-words';
import { partMatcher, poseCandidates } from './parts/words';
import { type PosePlan, planPose } from './pose';
import { rng } from './random';
import type { StickerRenderInput } from './types';

// What a sticker's words and seed decide before a pixel is drawn: the drawn body's pose, the parts,
// the body's outfit and side, the photo cut-out's framing. The local renderer (index.ts) makes the
// same choices with the same functions (tests/media/sticker-redraw.test.ts checks they agree); the
// hosted prompt names them (lib/stickers/replicate-renderer.ts) and a redraw steers away from them.

/** A sticker's words and seed; `characters` drawn together (a group is always framed whole). */
export type PlanInput = Pick<StickerRenderInput, 'style' | 'entry' | 'labelLanguage' | 'context' | 'seed'> & {
  characters?: number;
};

export type DrawingPlan = {
  /** The drawn body's pose; null for the photo family (the cut-out keeps its own body). */
  pose: string | null;
  /** The pose the words ask for, whatever the family (a hosted model draws it in every style). */
  asked: string;
  chosen: ChosenParts;
  /** A drawn body's outfit, sleeves, side and head tilt. */
  body: BodyVariant;
  /** The photo cut-out's framing (full, waist, close-up), tilt and side. */
  framing: PosePlan;
};

type Matches = { poses: string[]; parts: string[]; photo: boolean; ownPose: string };

function matchesOf(input: Omit<PlanInput, 'seed'>): Matches {
  const text = partsText({ ...input, seed: 0, tiles: [], moods: [] });
  return {
    // The entry's pose text first, then its description, then the label and the theme (index.ts).
    poses: poseCandidates([input.entry.pose ?? '', input.entry.description, text], input.labelLanguage),
    parts: partMatcher().match(text, input.labelLanguage),
    photo: treatmentFor(input.style).family === 'photo',
    ownPose: input.entry.pose ?? '',
  };
}

function planFrom(m: Matches, seed: number): DrawingPlan {
  const asked = choosePoseFrom(m.poses, seed);
  const pose = m.photo ? null : asked;
  const chosen = chooseFrom(m.parts, seed);
  // A sleeping body draws its own Z's (index.ts leaves the effect out).
  if (pose === 'sleep' && chosen.effect === 'zzz') delete chosen.effect;
  return {
    pose,
    asked,
    chosen,
    body: bodyVariant(seed),
    framing: planPose(rng(seed), seed, m.ownPose),
  };
}

/** What the local renderer will draw for this input (before its pixels: a pet's badge keeps the cut-out). */
export function planDrawing(input: PlanInput): DrawingPlan {
  return planFrom(matchesOf(input), input.seed);
}

/** The pose and parts of the plan in words, for a hosted model's prompt (parts/prompt-words.ts). */
export function drawingPrompt(input: PlanInput): string {
  const plan = planDrawing(input);
  return drawingPhrase(plan.asked, plan.chosen);
}

/** The drawing a redraw replaces: its seed and the parts recorded with it (the sticker's meta). */
export type PreviousDrawing = { seed: number; parts?: readonly string[] | null };

// How much each change counts when a redraw's seed is chosen: another pose first (the words may
// allow one only), then other parts, then another side and outfit (a drawn body) or another framing
// and side (the photo cut-out).
const WEIGHTS = { pose: 8, parts: 4, side: 2, outfit: 1, framing: 2, flip: 1 };

/** The candidates a redraw looks at; ~1 in 16 changes everything, so 64 find one nearly always. */
const REDRAW_TRIES = 64;

/**
 * The seed of a redraw: among `candidate(0…63)` (deterministic per redraw), the first that changes
 * the most against the previous drawing — another pose where the words allow several, other parts
 * where they allow others, and always another side and outfit (or framing), so a redraw is never
 * the picture it replaces.
 */
export function redrawSeed(
  input: Omit<PlanInput, 'seed'>,
  previous: PreviousDrawing,
  candidate: (k: number) => number,
): number {
  const m = matchesOf(input);
  const before = planFrom(m, previous.seed);
  const recorded = previous.parts?.length ? previous.parts : null;
  // The recorded parts say what was drawn (a pet's badge drew no pose); else what the seed chose.
  const prevPose = recorded ? (recorded.find((id) => kindOf(id) === 'pose') ?? null) : before.pose;
  const prevParts = (
    recorded ? recorded.filter((id) => kindOf(id) !== 'pose') : partList(before.chosen)
  ).join();
  const group = (input.characters ?? 1) > 1;
  let best = candidate(0);
  let bestScore = -1;
  for (let k = 0; k < REDRAW_TRIES; k++) {
    const seed = candidate(k);
    if (seed === previous.seed) continue;
    const p = planFrom(m, seed);
    let score = partList(p.chosen).join() !== prevParts ? WEIGHTS.parts : 0;
    if (m.photo) {
      // A group is framed whole whatever the plan says: only its side can change.
      if (!group && p.framing.framing !== before.framing.framing) score += WEIGHTS.framing;
      if (p.framing.flip !== before.framing.flip) score += WEIGHTS.flip;
      // The pose a hosted model is asked for (drawingPrompt) changes too where the words allow.
      if (p.asked !== before.asked) score += WEIGHTS.flip;
    } else {
      if (p.pose !== prevPose) score += WEIGHTS.pose;
      if (p.body.flip !== before.body.flip) score += WEIGHTS.side;
      if (p.body.outfit !== before.body.outfit) score += WEIGHTS.outfit;
    }
    if (score > bestScore) {
      best = seed;
      bestScore = score;
    }
  }
  return best;
}
