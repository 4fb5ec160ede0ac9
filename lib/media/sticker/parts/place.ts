import type { Raw } from '../../raw';
import type { Art } from './art';
import { speechBubble, thoughtBubble } from './bubbles';
import * as fx from './effects';
import { PROPS, type Prop } from './props';
import { WEAR, type Wear } from './wear';

// Where each part goes, in the figure's own pixels (the layout scales everything together): wear on
// the head box, turned with the head; props at the figure's lower side, over its edge; effects
// beside the head; a bubble on the other side.

/** The head in the figure's pixels: its box's centre, size and turn (degrees, clockwise). */
export type Head = { cx: number; cy: number; w: number; h: number; angle: number };

/** One drawn piece: the point (ax, ay) of the art's box lands on (x, y), scaled by s, turned, mirrored. */
export type Piece = {
  art: Art;
  x: number;
  y: number;
  s: number;
  angle: number;
  flip?: boolean;
  ax: number;
  ay: number;
  aspect?: number;
  /** Moves with the piece before it when pieces are pulled onto the figure (a row of Z's). */
  chain?: boolean;
  /** Never pulled onto the figure (wear, props, speed lines: placed on it already). */
  fixed?: boolean;
};

export type Ctx = {
  figure: Raw;
  head: Head;
  /** Which side of the head effects go to (1 right, -1 left); the bubble takes the other. */
  side: 1 | -1;
  r: () => number;
};

/** A point of the head box (fractions of it), turned with the head. */
export function headPoint(head: Head, fx0: number, fy: number): [number, number] {
  const dx = (fx0 - 0.5) * head.w;
  const dy = (fy - 0.5) * head.h;
  const a = (head.angle * Math.PI) / 180;
  return [head.cx + dx * Math.cos(a) - dy * Math.sin(a), head.cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/**
 * The size marks and bubbles are measured in: the head's width, but no more than its height or a
 * third of the figure (a cat's whole-face close-up is a very wide head).
 */
export const markUnit = (head: Head, figure: { width: number; height: number }) =>
  Math.min(head.w, head.h, Math.max(figure.width, figure.height) * 0.32);

/** A mark centred at a head point, `size` mark units across its longer side. */
function mark(ctx: Ctx, art: Art, fx0: number, fy: number, size: number, angle = 0): Piece {
  const [x, y] = headPoint(ctx.head, fx0, fy);
  const s = (markUnit(ctx.head, ctx.figure) * size) / Math.max(art.w, art.h);
  return { art, x, y, s, angle: ctx.head.angle + angle, ax: art.w / 2, ay: art.h / 2 };
}

type Effect = (ctx: Ctx) => Piece[];

export const EFFECTS = {
  tears: (c) => [
    mark(c, fx.tear, 0.2, 0.6, 0.26, 28),
    mark(c, fx.tear, 0.8, 0.6, 0.26, -28),
    { ...mark(c, fx.tear, 0.5 + c.side * 0.46, 0.84, 0.18, -c.side * 10), chain: true },
  ],
  'sweat-drop': (c) => [mark(c, fx.sweat, 0.5 + c.side * 0.56, 0.2, 0.34, c.side * 18)],
  'anger-mark': (c) => [mark(c, fx.anger, 0.5 + c.side * 0.44, 0.1, 0.42, c.side * 8)],
  blush: (c) => [mark(c, fx.blushMark, 0.3, 0.68, 0.26), mark(c, fx.blushMark, 0.7, 0.68, 0.26)],
  zzz: (c) => [
    mark(c, fx.zLetter, 0.5 + c.side * 0.56, 0.06, 0.2, c.side * 10),
    { ...mark(c, fx.zLetter, 0.5 + c.side * 0.74, -0.12, 0.26, c.side * 14), chain: true },
    { ...mark(c, fx.zLetter, 0.5 + c.side * 0.98, -0.34, 0.34, c.side * 18), chain: true },
  ],
  sparkles: (c) => [
    mark(c, fx.sparkle, 0.5 + c.side * 0.66, 0.02, 0.36),
    mark(c, fx.sparkle, 0.5 + c.side * 0.74, 0.38, 0.22),
    mark(c, fx.sparkle, 0.5 - c.side * 0.62, 0.18, 0.24),
  ],
  'speed-lines': (c) => {
    const { figure, head } = c;
    const out: Piece[] = [];
    const len = Math.max(figure.width * 0.26, head.w * 0.8);
    for (let i = 0; i < 4; i++) {
      const y = figure.height * (0.28 + i * 0.12);
      const edge = edgeAt(figure, y, -c.side as 1 | -1);
      const l = len * (i % 2 ? 0.75 : 1);
      const s = l / fx.speedLine.w;
      // The line's tip ends just inside the figure's edge on the trailing side.
      out.push({
        art: fx.speedLine,
        x: edge + c.side * head.w * 0.08,
        y,
        s,
        angle: 0,
        flip: c.side === -1,
        ax: fx.speedLine.w,
        ay: fx.speedLine.h / 2,
        fixed: true,
      });
    }
    return out;
  },
  'music-notes': (c) => [
    mark(c, fx.note, 0.5 + c.side * 0.68, 0.2, 0.34, c.side * 10),
    { ...mark(c, fx.doubleNote, 0.5 + c.side * 0.6, -0.16, 0.4, -c.side * 8), chain: true },
  ],
  confetti: (c) => {
    const out: Piece[] = [];
    const n = 12;
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (1.05 + (i / (n - 1)) * 0.9) + (c.r() - 0.5) * 0.2;
      const rad = 0.62 + c.r() * 0.22;
      const fx0 = 0.5 + Math.cos(a) * rad * 1.05;
      const fy = 0.45 + Math.sin(a) * rad * (c.head.w / c.head.h) * 1.1;
      out.push(mark(c, fx.confettiPiece(i * 5 + Math.floor(c.r() * 3) * 6), fx0, fy, 0.13, c.r() * 360));
    }
    return out;
  },
  hearts: (c) => [
    mark(c, fx.heart, 0.5 + c.side * 0.64, 0.06, 0.34, c.side * 14),
    mark(c, fx.heart, 0.5 + c.side * 0.78, 0.42, 0.22, c.side * 22),
    mark(c, fx.heart, 0.5 - c.side * 0.6, 0.02, 0.22, -c.side * 16),
  ],
} satisfies Record<string, Effect>;

export type EffectId = keyof typeof EFFECTS;

/** Bubbles: the tail's tip (the box's bottom-left corner) near the head, on the given side. */
export const BUBBLES = {
  'speech-exclaim': speechBubble('!'),
  'speech-question': speechBubble('?'),
  'speech-dots': speechBubble('…'),
  thought: thoughtBubble,
} satisfies Record<string, Art>;

export type BubbleId = keyof typeof BUBBLES;

/** The outermost opaque column of the figure around row y, on a side (1 right, -1 left). */
export function edgeAt(figure: Raw, y: number, side: 1 | -1): number {
  const { width: W, height: H, data } = figure;
  let best = side === 1 ? -1 : W;
  const y0 = Math.max(0, Math.round(y - H * 0.04));
  const y1 = Math.min(H - 1, Math.round(y + H * 0.04));
  for (let yy = y0; yy <= y1; yy++) {
    if (side === 1) {
      for (let x = W - 1; x > best; x--)
        if ((data[(yy * W + x) * 4 + 3] as number) >= 128) {
          best = x;
          break;
        }
    } else {
      for (let x = 0; x < best; x++)
        if ((data[(yy * W + x) * 4 + 3] as number) >= 128) {
          best = x;
          break;
        }
    }
  }
  if (best < 0 || best >= W) return side === 1 ? W * 0.8 : W * 0.2;
  return best;
}

export function placeWear(id: string, head: Head): Piece | null {
  const wear = (WEAR as Record<string, Wear>)[id];
  if (!wear) return null;
  const [x, y] = headPoint(head, wear.at[0], wear.at[1]);
  const s = (head.w * wear.width) / wear.w;
  return {
    art: wear,
    x,
    y,
    s,
    angle: head.angle + (wear.tilt ?? 0),
    ax: wear.anchor[0],
    ay: wear.anchor[1],
    aspect: head.h / head.w,
  };
}

/** A prop in the hand on `side`: low on the figure, half over its edge, never over the face. */
export function placeProp(id: string, figure: Raw, head: Head, side: 1 | -1): Piece | null {
  const prop = (PROPS as Record<string, Prop>)[id];
  if (!prop) return null;
  const W = figure.width;
  const H = figure.height;
  const base = Math.min(Math.max(head.w * 1.3, W * 0.32), W * 0.46, H * 0.56);
  const s = (base * prop.size) / Math.max(prop.w, prop.h);
  const headBottom = head.cy + head.h / 2;
  // The hand: two thirds down the figure, and below the chin when the figure is mostly body.
  let y = H * 0.74;
  if (headBottom < H * 0.6) y = Math.max(y, headBottom + (prop.hold[1] - 0) * s * 0.2);
  y = Math.min(y, H * 0.86);
  const edge = edgeAt(figure, y, side);
  const reach = Math.max(prop.w - prop.hold[0], prop.hold[0]) * s;
  const x = edge + side * (reach * 0.12);
  return { art: prop, x, y, s, angle: side * 6, flip: side === -1, ax: prop.hold[0], ay: prop.hold[1] };
}

export function placeBubble(id: string, figure: Raw, head: Head, side: 1 | -1): Piece | null {
  const art = (BUBBLES as Record<string, Art>)[id];
  if (!art) return null;
  const [x, y] = headPoint(head, 0.5 + side * 0.46, 0.16);
  const s = (markUnit(head, figure) * 0.95) / art.w;
  return { art, x, y, s, angle: 0, flip: side === -1, ax: 4, ay: art.h - 4 };
}

export function placeEffect(id: string, ctx: Ctx): Piece[] {
  const effect = (EFFECTS as Record<string, Effect>)[id];
  return effect ? snapPieces(effect(ctx), ctx.figure) : [];
}

/** The figure's opaque pixels on a coarse grid, for the nearest-pixel searches below. */
function opaquePoints(figure: Raw, step: number): [number, number][] {
  const out: [number, number][] = [];
  for (let y = 0; y < figure.height; y += step)
    for (let x = 0; x < figure.width; x += step)
      if ((figure.data[(y * figure.width + x) * 4 + 3] as number) >= 200) out.push([x, y]);
  return out;
}

/**
 * Pulls each mark to touch the figure: a mark floating apart would be its own island of the die-cut,
 * joined to the sticker by a thin bridge. A mark is moved until its centre is within ~half its size
 * of the nearest opaque pixel; a chained mark moves with the one before it.
 */
export function snapPieces(pieces: Piece[], figure: Raw): Piece[] {
  const step = Math.max(2, Math.round(Math.max(figure.width, figure.height) / 160));
  const points = opaquePoints(figure, step);
  if (!points.length) return pieces;
  let dx = 0;
  let dy = 0;
  return pieces.map((p) => {
    if (p.fixed) return p;
    if (!p.chain) {
      const size = Math.max(p.art.w, p.art.h) * p.s;
      const reach = size * 0.42;
      let best = Number.POSITIVE_INFINITY;
      let bx = p.x;
      let by = p.y;
      for (const [x, y] of points) {
        const d = (x - p.x) ** 2 + (y - p.y) ** 2;
        if (d < best) {
          best = d;
          bx = x;
          by = y;
        }
      }
      const d = Math.sqrt(best);
      dx = 0;
      dy = 0;
      if (d > reach) {
        dx = ((bx - p.x) * (d - reach)) / d;
        dy = ((by - p.y) * (d - reach)) / d;
      }
    }
    return { ...p, x: p.x + dx, y: p.y + dy };
  });
}

/** The box a piece covers, in the figure's pixels. */
export function pieceBox(p: Piece) {
  const a = (p.angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const xs: number[] = [];
  const ys: number[] = [];
  const [bx0, by0, bx1, by1] = p.art.bounds ? p.art.bounds(p.aspect ?? 1) : [0, 0, p.art.w, p.art.h];
  for (const [lx, ly] of [
    [bx0, by0],
    [bx1, by0],
    [bx0, by1],
    [bx1, by1],
  ] as const) {
    const dx = (lx - p.ax) * p.s * (p.flip ? -1 : 1);
    const dy = (ly - p.ay) * p.s;
    xs.push(p.x + dx * cos - dy * sin);
    ys.push(p.y + dx * sin + dy * cos);
  }
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
