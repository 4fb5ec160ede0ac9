import type { Head, Piece } from './place';
import { PROPS, type Prop } from './props';

// A drawn body (lib/media/sticker/body) has hands: its prop goes in the one the pose holds it in,
// rather than at the figure's side (place.ts placeProp).

/** A prop held in a drawn body's hand: its hold point on the hand, about a head wide. */
export function placePropInHand(
  id: string,
  head: Head,
  hand: { x: number; y: number; side: 1 | -1 },
): Piece | null {
  const prop = (PROPS as Record<string, Prop>)[id];
  if (!prop) return null;
  // Held up close a tall prop (a balloon) is drawn a little smaller than beside a photo figure.
  const s = (head.w * 0.95 * Math.min(prop.size, 1.3)) / Math.max(prop.w, prop.h);
  const side = hand.side;
  return {
    art: prop,
    x: hand.x,
    y: hand.y,
    s,
    angle: side * 6,
    flip: side === -1,
    ax: (prop.grip ?? prop.hold)[0],
    ay: (prop.grip ?? prop.hold)[1],
    fixed: true,
  };
}
