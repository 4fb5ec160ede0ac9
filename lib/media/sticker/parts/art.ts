// The drawing conventions every part shares (lib/media/sticker/parts): flat sticker art in SVG that
// sharp renders, paths and shapes only (no <text>: a machine without fonts draws them the same).
// Each part is drawn in its own units inside a box of `w`×`h`; the placer scales, turns and moves it.

/** How a part is inked: the outline colour, its width in the part's own units, a unique id prefix. */
export type Paint = { ink: string; sw: number; id: string };

export type Art = {
  /** The part's own box, in its units. */
  w: number;
  h: number;
  /** SVG elements inside 0..w × 0..h. `aspect` is the head box's height / width (wear only). */
  draw: (p: Paint, aspect: number) => string;
  /** What it covers when that differs from its box (x0, y0, x1, y1), for the head's proportions. */
  bounds?: (aspect: number) => [number, number, number, number];
};

/** The ink every part is outlined with, unless a style family recolours it (render.ts). */
export const INK = '#221830';
/** The outline's width on the 512 px sticker: about the weight of the figure's own ink lines. */
export const INK_PX = 4.6;

/** Fill with the ink outline, round joins. */
export const inked = (p: Paint, fill: string, k = 1) =>
  `fill="${fill}" stroke="${p.ink}" stroke-width="${(p.sw * k).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"`;

/** A stroke only (seams, strings, steam), in the ink or another colour. */
export const line = (p: Paint, k = 1, colour = p.ink) =>
  `fill="none" stroke="${colour}" stroke-width="${(p.sw * k).toFixed(2)}" stroke-linejoin="round" stroke-linecap="round"`;

/** The flat highlight: white, no outline. */
export const shine = (opacity = 0.75) => `fill="#ffffff" fill-opacity="${opacity}" stroke="none"`;
export const shineLine = (p: Paint, k = 1, opacity = 0.8) =>
  `fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${(p.sw * k).toFixed(2)}" stroke-linecap="round"`;

/** A five-petal flower at (x, y) with petal radius r. */
export function flower(p: Paint, x: number, y: number, r: number, petal: string, heart = '#ffd23f') {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals += `<circle cx="${(x + Math.cos(a) * r).toFixed(2)}" cy="${(y + Math.sin(a) * r).toFixed(2)}" r="${(r * 0.78).toFixed(2)}" ${inked(p, petal, 0.7)}/>`;
  }
  return `${petals}<circle cx="${x}" cy="${y}" r="${(r * 0.55).toFixed(2)}" ${inked(p, heart, 0.6)}/>`;
}

/** A leaf from (x, y) pointing at angle `deg`, length `l`. */
export function leaf(p: Paint, x: number, y: number, l: number, deg: number, colour = '#48b04f') {
  return `<path transform="translate(${x} ${y}) rotate(${deg})" d="M0 0 Q${l * 0.5} ${-l * 0.42} ${l} 0 Q${l * 0.5} ${l * 0.42} 0 0Z" ${inked(p, colour, 0.7)}/>`;
}

/** A four-point sparkle centred at (x, y), radius r. */
export const sparklePath = (x: number, y: number, r: number) => {
  const q = r * 0.22;
  return `M${x} ${y - r} Q${x + q} ${y - q} ${x + r} ${y} Q${x + q} ${y + q} ${x} ${y + r} Q${x - q} ${y + q} ${x - r} ${y} Q${x - q} ${y - q} ${x} ${y - r}Z`;
};

/** A heart in a 0..32 box. */
export const HEART_D =
  'M16 30 C6 22 1 16 1 9.5 C1 4.5 4.8 1 9.2 1 C12.4 1 14.6 2.8 16 5.4 C17.4 2.8 19.6 1 22.8 1 C27.2 1 31 4.5 31 9.5 C31 16 26 22 16 30Z';

/** A five-point star centred at (x, y) with outer radius r. */
export function starPath(x: number, y: number, r: number) {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(x + Math.cos(a) * rr).toFixed(2)} ${(y + Math.sin(a) * rr).toFixed(2)}`);
  }
  return `M${pts.join(' L')}Z`;
}
