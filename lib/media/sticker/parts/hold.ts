import { type Head, type Piece, pieceBox } from './place';
import { PROPS, type Prop } from './props';

// A drawn body (lib/media/sticker/body) has hands: its prop goes in the one the pose holds it in,
// rather than at the figure's side (place.ts placeProp).

/** A prop held in a drawn body's hand: its hold point on the hand, about a head wide. */
export function placePropInHand(
  id: string,
  head: Head,
  /** `scale`: the prop's size against the head (a chibi's big head holds a prop for its small body). */
  hand: { x: number; y: number; side: 1 | -1; scale?: number },
): Piece | null {
  const prop = (PROPS as Record<string, Prop>)[id];
  if (!prop) return null;
  // Held up close a tall prop (a balloon) is drawn a little smaller than beside a photo figure.
  const s = (head.w * 0.95 * (hand.scale ?? 1) * Math.min(prop.size, 1.3)) / Math.max(prop.w, prop.h);
  const side = hand.side;
  const piece: Piece = {
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
  // Never over the face: a prop held at the chest (running, waving) that would reach up into the
  // face hangs from the hand instead (the hand at its upper edge), and moves out if still over it.
  const face = {
    left: head.cx - head.w * 0.4,
    right: head.cx + head.w * 0.4,
    bottom: head.cy + head.h * 0.4,
  };
  const box = pieceBox(piece);
  if (box.top < face.bottom && box.right > face.left && box.left < face.right && !prop.grip) {
    const down = Math.min(face.bottom - box.top, (box.bottom - box.top) * 0.7);
    piece.y += down;
    const after = pieceBox(piece);
    if (after.top < face.bottom)
      piece.x += side === 1 ? Math.max(0, face.right - after.left) : Math.min(0, face.left - after.right);
  }
  return piece;
}
