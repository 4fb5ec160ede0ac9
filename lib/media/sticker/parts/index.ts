import { estimateHeadBox } from '../../head-box';
import type { Raw } from '../../raw';
import { rng } from '../random';
import { placePropInHand } from './hold';
import type { ChosenParts } from './catalogue';
import { type Head, type Piece, pieceBox, placeBubble, placeEffect, placeProp, placeWear } from './place';

// Drawn parts (docs: the sticker's description is drawn): wear, a prop, an effect and a bubble
// chosen from the entry's words (match.ts), placed on the figure (place.ts), drawn in SVG by sharp
// (render.ts). The layout (../index.ts) fits the figure and its parts together on the canvas.

export type { ChosenParts } from './catalogue';
export type { Head, Piece } from './place';

/** A head from a box in the figure's pixels (no turn). */
export const headFromBox = (b: { x: number; y: number; width: number; height: number }): Head => ({
  cx: b.x + b.width / 2,
  cy: b.y + b.height / 2,
  w: b.width,
  h: b.height,
  angle: 0,
});

/**
 * Without a known head (a pet, a hosted drawing): the top of the figure's silhouette down to its
 * neck (lib/media/head-box.ts), at most as wide as it is tall plus a half (a cat's wide face).
 */
export function fallbackHead(figure: Raw): Head {
  // A figure wider than tall is a face close-up (a cat's portrait): the head is most of it.
  const closeUp = figure.width >= figure.height * 1.1;
  const box = closeUp
    ? { x: 0, y: 0, width: figure.width, height: figure.height * 0.9 }
    : (estimateHeadBox(figure) ?? { x: 0, y: 0, width: figure.width, height: figure.height * 0.4 });
  const w = Math.min(box.width, box.height * 1.5);
  return headFromBox({ ...box, x: box.x + (box.width - w) / 2, width: w });
}

/** The pieces of the chosen parts on this figure, placed per seed (its own stream: the figure's is left alone). */
export function planParts(
  chosen: ChosenParts,
  figure: Raw,
  head: Head,
  seed: number,
  /** A drawn body's hand: the prop is held in it (else it goes at the figure's lower side). */
  hand?: { x: number; y: number; side: 1 | -1 },
): Piece[] {
  const r = rng((seed ^ 0x2f6b1c3d) >>> 0);
  const roll = r();
  const propSide: 1 | -1 = hand ? hand.side : roll < 0.5 ? 1 : -1;
  // Effects on the side away from the prop (when one is held), the bubble opposite the effects.
  const effectSide: 1 | -1 = chosen.prop ? (-propSide as 1 | -1) : r() < 0.5 ? 1 : -1;
  const pieces: Piece[] = [];
  if (chosen.prop) {
    const p = hand
      ? placePropInHand(chosen.prop, head, hand)
      : placeProp(chosen.prop, figure, head, propSide);
    if (p) pieces.push(p);
  }
  if (chosen.wear) {
    const p = placeWear(chosen.wear, head);
    if (p) pieces.push(p);
  }
  if (chosen.effect) pieces.push(...placeEffect(chosen.effect, { figure, head, side: effectSide, r }));
  if (chosen.bubble) {
    const p = placeBubble(chosen.bubble, figure, head, (chosen.effect ? -effectSide : effectSide) as 1 | -1);
    if (p) pieces.push(p);
  }
  return pieces;
}

/** The box the figure (0, 0, width, height) and its pieces cover together, in the figure's pixels. */
export function unionBox(figure: { width: number; height: number }, pieces: Piece[]) {
  let left = 0;
  let top = 0;
  let right = figure.width;
  let bottom = figure.height;
  for (const p of pieces) {
    const b = pieceBox(p);
    left = Math.min(left, b.left);
    top = Math.min(top, b.top);
    right = Math.max(right, b.right);
    bottom = Math.max(bottom, b.bottom);
  }
  return { left, top, width: right - left, height: bottom - top };
}
