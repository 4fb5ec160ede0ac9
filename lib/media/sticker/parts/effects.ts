import { type Art, HEART_D, inked, line, shine, shineLine, sparklePath } from './art';

// The marks effects are made of (place.ts puts several of them around the head): each drawn in a
// small box of its own, centred on its middle.

const DROP = 'M20 2 C27 14 34 22 34 31 C34 40 28 46 20 46 C12 46 6 40 6 31 C6 22 13 14 20 2Z';

export const tear: Art = {
  w: 40,
  h: 48,
  draw: (p) =>
    `<path d="${DROP}" ${inked(p, '#6ec6ff')}/><path d="M13 30 C13 25 15 22 17 19" ${shineLine(p, 1.4, 0.8)}/>`,
};

export const sweat: Art = {
  w: 40,
  h: 48,
  draw: (p) =>
    `<path d="${DROP}" ${inked(p, '#a8e0ff')}/><path d="M13 31 C13 26 15 22 17 19" ${shineLine(p, 1.5, 0.85)}/><circle cx="25" cy="37" r="2.4" ${shine(0.7)}/>`,
};

export const anger: Art = {
  w: 44,
  h: 44,
  draw: (p) => {
    const d = 'M6 17 Q17 17 17 6 M27 6 Q27 17 38 17 M6 27 Q17 27 17 38 M27 38 Q27 27 38 27';
    return `<path d="${d}" ${line(p, 3.4)}/><path d="${d}" ${line(p, 1.6, '#ff3b3b')}/>`;
  },
};

export const blushMark: Art = {
  w: 50,
  h: 30,
  draw: (p) =>
    `<ellipse cx="25" cy="15" rx="23" ry="12" fill="#ff6b8b" fill-opacity="0.55"/><path d="M14 20 L20 9 M23 21 L29 10 M32 20 L38 9" ${line(p, 0.7, '#ff3b6b')}/>`,
};

export const zLetter: Art = {
  w: 40,
  h: 40,
  draw: (p) =>
    `<path d="M4 4 L36 4 L36 12 L17 30 L36 30 L36 38 L4 38 L4 30 L23 12 L4 12Z" ${inked(p, '#8e7dff')}/>`,
};

export const sparkle: Art = {
  w: 40,
  h: 40,
  draw: (p) =>
    `<path d="${sparklePath(20, 20, 18)}" ${inked(p, '#ffd23f')}/><path d="${sparklePath(16, 16, 4)}" ${shine(0.9)}/>`,
};

/** One speed line: a long tapering dash, pointing right. */
export const speedLine: Art = {
  w: 100,
  h: 14,
  draw: (p) =>
    `<path d="M2 7 Q50 2 98 3 L98 11 Q50 12 2 7Z" fill="${p.ink}" stroke="${p.ink}" stroke-width="${(p.sw * 0.4).toFixed(2)}" stroke-linejoin="round"/>`,
};

export const note: Art = {
  w: 40,
  h: 48,
  draw: (p) =>
    `<path d="M22 6 L22 36 M22 6 Q34 10 36 22 Q30 16 22 16" ${line(p, 3)}/><path d="M22 6 L22 36 M22 6 Q34 10 36 22 Q30 16 22 16" ${line(p, 1.3, '#7b61ff')}/><ellipse cx="14" cy="37" rx="10" ry="8" transform="rotate(-20 14 37)" ${inked(p, '#7b61ff')}/><circle cx="11" cy="34" r="2.2" ${shine(0.8)}/>`,
};

export const doubleNote: Art = {
  w: 48,
  h: 48,
  draw: (p) => {
    const d = 'M16 12 L16 38 M40 6 L40 32 M16 12 L40 6';
    return `<path d="${d} M16 18 L40 12" ${line(p, 3)}/><path d="${d} M16 18 L40 12" ${line(p, 1.3, '#ff5f8f')}/><ellipse cx="10" cy="39" rx="8.5" ry="6.5" transform="rotate(-20 10 39)" ${inked(p, '#ff5f8f')}/><ellipse cx="34" cy="33" rx="8.5" ry="6.5" transform="rotate(-20 34 33)" ${inked(p, '#ff5f8f')}/>`;
  },
};

const CONFETTI_COLOURS = ['#ff4d6d', '#ffd23f', '#3ecbff', '#5ee07a', '#b18cff', '#ff9f1c'];
/** Confetti: a strip, a dot or a curl, in one of six colours (`variant` picks both). */
export const confettiPiece = (variant: number): Art => ({
  w: 24,
  h: 24,
  draw: (p) => {
    const c = CONFETTI_COLOURS[variant % CONFETTI_COLOURS.length] as string;
    const shape = Math.floor(variant / CONFETTI_COLOURS.length) % 3;
    if (shape === 0) return `<rect x="7" y="2" width="10" height="20" rx="2" ${inked(p, c, 0.7)}/>`;
    if (shape === 1) return `<circle cx="12" cy="12" r="7" ${inked(p, c, 0.7)}/>`;
    return `<path d="M4 16 Q8 4 12 12 Q16 20 20 8" ${line(p, 2.4)}/><path d="M4 16 Q8 4 12 12 Q16 20 20 8" ${line(p, 1.1, c)}/>`;
  },
});

export const heart: Art = {
  w: 32,
  h: 32,
  draw: (p) =>
    `<path d="${HEART_D}" ${inked(p, '#ff4d8d')}/><path d="M6 9 C7 6 9 5 11 5" ${shineLine(p, 1, 0.8)}/>`,
};
