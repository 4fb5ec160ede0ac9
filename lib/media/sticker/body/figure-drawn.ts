import type { Box } from '../../head-box';
import type { Raw } from '../../raw';
import { groupSubjects } from '../compose';
import { applyFamily, type Treatment } from '../families';
import type { Head } from '../parts';
import { rng } from '../random';
import { type DrawnFigure, drawBody } from './drawn';
import { OUTFIT_COUNT } from './outfits';

/** How one sticker's drawn figure varies with its seed: outfit, sleeves, mirrored or not, head tilt. */
export type BodyVariant = { outfit: number; flip: boolean; tilt: number; longSleeves: boolean };

/**
 * Chibi proportions on a drawn body: the head half again as big and the body shrunk towards the
 * neck, so the head is about half the figure's height (tests/media/sticker-chibi.test.ts).
 */
export const CHIBI_BODY = { headScale: 1.3, bodyScale: 0.7 } as const;

/**
 * The variation of a seed (its own stream: the figure's and the parts' are left alone). A redraw
 * has a new seed, so a new outfit, side and tilt even when its words allow one pose only.
 */
export function bodyVariant(seed: number): BodyVariant {
  const r = rng((seed ^ 0x1b873593) >>> 0);
  const outfit = Math.floor(r() * OUTFIT_COUNT);
  const flip = r() < 0.5;
  const tilt = (r() * 2 - 1) * 7;
  // Sleeves on their own roll: 8 outfits × 2 sleeves × 2 sides, so two seeds rarely dress alike.
  return { outfit, flip, tilt, longSleeves: r() < 0.5 };
}

/**
 * The characters' heads on drawn bodies in the sticker's pose, grouped like a photo of friends
 * (compose.ts), drawn in the style's family. Returns the heads and the first character's hand in
 * the figure's pixels, for the parts (a hat on the head, a prop in the hand).
 */
export async function drawnFigure(
  cuts: Raw[],
  boxes: Box[],
  pose: string,
  seed: number,
  treatment: Treatment & { chibi: boolean },
): Promise<{ raw: Raw; head: Head; faces: Head[]; hand: DrawnFigure['hand'] }> {
  const v = bodyVariant(seed);
  const figures = await Promise.all(
    cuts.map((cut, i) =>
      drawBody(cut, boxes[i] as Box, {
        pose,
        variant: v.outfit + i * 3,
        longSleeves: i % 2 ? !v.longSleeves : v.longSleeves,
        // Friends face each other a little: every other one mirrored.
        flip: i % 2 ? !v.flip : v.flip,
        // Lying down, a shrunk body would leave the big head bigger than its own blanket.
        ...(treatment.chibi ? (pose === 'sleep' ? { headScale: CHIBI_BODY.headScale } : CHIBI_BODY) : {}),
        tilt: v.tilt * (i % 2 ? -1 : 1),
      }),
    ),
  );
  const grouped = await groupSubjects(figures.map((f) => f.raw));
  const place = (i: number) => grouped.places?.[i] ?? { x: 0, y: 0, k: 1 };
  const faces = figures.map((f, i) => {
    const p = place(i);
    return {
      cx: p.x + f.head.cx * p.k,
      cy: p.y + f.head.cy * p.k,
      w: f.head.w * p.k,
      h: f.head.h * p.k,
      angle: f.head.angle,
    };
  });
  const first = figures[0] as DrawnFigure;
  const p0 = place(0);
  const raw = await applyFamily(grouped, treatment, seed, { drawn: true, faces });
  return {
    raw,
    head: faces[0] as Head,
    faces,
    hand: { ...first.hand, x: p0.x + first.hand.x * p0.k, y: p0.y + first.hand.y * p0.k },
  };
}
