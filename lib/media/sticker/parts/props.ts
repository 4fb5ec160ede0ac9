import { type Art, flower, HEART_D, inked, leaf, line, shine, shineLine } from './art';

// Props held beside the figure, low on one side, overlapping the body's edge the way a hand holds
// them. Each is drawn for the figure's right-hand side (the viewer's right) and mirrored for the
// left. `hold` is the point of its box that lands on the hand spot; `size` scales the usual prop size.
export type Prop = Art & {
  hold: [number, number];
  size: number;
  /** Where a drawn body's hand grips it, when not at `hold` (a balloon's string, higher up). */
  grip?: [number, number];
};

const coffeeCup: Prop = {
  w: 100,
  h: 110,
  hold: [42, 74],
  size: 0.95,
  draw: (p) => `
    <path d="M30 26 C22 18 34 12 28 4 M50 28 C42 18 56 12 48 2" ${line(p, 1.1, '#ffffff')}/>
    <path d="M30 26 C22 18 34 12 28 4 M50 28 C42 18 56 12 48 2" ${line(p, 0.45, '#c9d6e8')}/>
    <path d="M72 50 C96 46 98 82 70 84" ${line(p, 3.2)}/>
    <path d="M72 50 C96 46 98 82 70 84" ${line(p, 1.5, '#ff7a59')}/>
    <path d="M8 38 L76 38 L70 100 Q42 108 14 100Z" ${inked(p, '#ff7a59')}/>
    <ellipse cx="42" cy="38" rx="34" ry="8" ${inked(p, '#6b3e26')}/>
    <path d="M28 36 Q42 32 56 36" ${shineLine(p, 0.6, 0.45)}/>
    <path d="M20 52 L24 92" ${shineLine(p, 1.6, 0.55)}/>
    <path d="${'M33 62 C33 57 38 55 42 60 C46 55 51 57 51 62 C51 68 42 74 42 74 C42 74 33 68 33 62Z'}" ${inked(p, '#ffffff', 0.6)}/>`,
};

const cake: Prop = {
  w: 110,
  h: 110,
  hold: [55, 96],
  size: 1.05,
  draw: (p) => `
    <path d="M55 4 C62 12 62 20 55 24 C48 20 48 12 55 4Z" ${inked(p, '#ffb703', 0.8)}/>
    <path d="M55 12 C58 16 57 20 55 21" ${shineLine(p, 0.7, 0.7)}/>
    <rect x="51" y="24" width="8" height="22" rx="2" ${inked(p, '#3ecbff', 0.8)}/>
    <rect x="10" y="46" width="90" height="56" rx="8" ${inked(p, '#f6d7a7')}/>
    <path d="M10 54 Q10 46 18 46 L92 46 Q100 46 100 54 L100 66 Q94 74 88 66 Q82 58 76 68 Q70 78 64 66 Q58 58 52 68 Q46 78 40 66 Q34 58 28 68 Q22 76 16 66 Q10 58 10 66Z" ${inked(p, '#ff8fc7')}/>
    <path d="M10 84 L100 84" ${line(p, 0.8, '#e0a96d')}/>
    <circle cx="30" cy="52" r="3" fill="#ffd23f"/><circle cx="52" cy="56" r="3" fill="#3ecbff"/><circle cx="76" cy="52" r="3" fill="#ffffff"/><circle cx="90" cy="56" r="3" fill="#ffd23f"/>
    <path d="M18 72 L18 94" ${shineLine(p, 1.4, 0.5)}/>`,
};

const gift: Prop = {
  w: 100,
  h: 100,
  hold: [50, 70],
  size: 0.95,
  draw: (p) => `
    <path d="M50 30 C38 8 14 10 20 24 C24 32 40 32 50 30Z M50 30 C62 8 86 10 80 24 C76 32 60 32 50 30Z" ${inked(p, '#ff4d6d')}/>
    <rect x="12" y="44" width="76" height="52" rx="4" ${inked(p, '#3ecbff')}/>
    <rect x="6" y="30" width="88" height="18" rx="4" ${inked(p, '#2fb3e8')}/>
    <rect x="42" y="30" width="16" height="66" ${inked(p, '#ff4d6d', 0.8)}/>
    <path d="M18 54 L18 88" ${shineLine(p, 1.5, 0.5)}/>
    <path d="M46 34 L46 92" ${shineLine(p, 0.8, 0.45)}/>`,
};

const balloon: Prop = {
  w: 70,
  h: 160,
  hold: [34, 150],
  grip: [34, 118],
  size: 1.7,
  draw: (p) => `
    <path d="M35 86 C28 100 44 112 34 124 C26 134 40 142 34 154" ${line(p, 0.8)}/>
    <path d="M35 4 C56 4 66 22 66 42 C66 64 50 82 35 84 C20 82 4 64 4 42 C4 22 14 4 35 4Z" ${inked(p, '#ff4d6d')}/>
    <path d="M29 84 L41 84 L38 92 L32 92Z" ${inked(p, '#e03a58', 0.8)}/>
    <path d="M16 30 C18 20 24 14 32 12" ${shineLine(p, 2, 0.7)}/>
    <circle cx="15" cy="40" r="2.6" ${shine(0.7)}/>`,
};

const phone: Prop = {
  w: 70,
  h: 110,
  hold: [35, 78],
  size: 0.9,
  draw: (p) => `
    <rect x="4" y="4" width="62" height="102" rx="12" ${inked(p, '#2b2d42')}/>
    <rect x="10" y="14" width="50" height="80" rx="5" fill="#8fd3ff"/>
    <rect x="16" y="22" width="30" height="12" rx="6" fill="#ffffff"/>
    <rect x="24" y="40" width="30" height="12" rx="6" fill="#ff8fc7"/>
    <path transform="translate(25 60) scale(0.65)" d="${HEART_D}" fill="#ff4d6d"/>
    <path d="M14 86 L56 18" ${shineLine(p, 2.2, 0.25)}/>
    <rect x="27" y="7" width="16" height="3.5" rx="1.7" fill="#14151f"/>`,
};

const controller: Prop = {
  w: 120,
  h: 80,
  hold: [60, 52],
  size: 1.05,
  draw: (p) => `
    <path d="M30 10 L90 10 C108 10 116 30 118 52 C120 70 110 78 100 72 C92 66 86 56 76 56 L44 56 C34 56 28 66 20 72 C10 78 0 70 2 52 C4 30 12 10 30 10Z" ${inked(p, '#7b61ff')}/>
    <path d="M18 24 C22 18 28 16 34 16" ${shineLine(p, 1.4, 0.55)}/>
    <path d="M24 26 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 v-8 h8Z" ${inked(p, '#2b2d42', 0.7)}/>
    <circle cx="88" cy="28" r="5" ${inked(p, '#ffd23f', 0.6)}/>
    <circle cx="100" cy="38" r="5" ${inked(p, '#ff4d6d', 0.6)}/>
    <circle cx="76" cy="38" r="5" ${inked(p, '#3ecbff', 0.6)}/>
    <circle cx="88" cy="48" r="5" ${inked(p, '#5ee07a', 0.6)}/>
    <rect x="52" y="26" width="16" height="6" rx="3" fill="#2b2d42"/>`,
};

const book: Prop = {
  w: 110,
  h: 90,
  hold: [55, 74],
  size: 1,
  draw: (p) => `
    <path d="M55 20 C40 10 20 8 4 12 L4 78 C20 74 40 76 55 86 C70 76 90 74 106 78 L106 12 C90 8 70 10 55 20Z" ${inked(p, '#4361ee')}/>
    <path d="M55 16 C42 6 24 4 10 6 L10 72 C24 70 42 72 55 82Z" ${inked(p, '#fff8e7', 0.8)}/>
    <path d="M55 16 C68 6 86 4 100 6 L100 72 C86 70 68 72 55 82Z" ${inked(p, '#fff8e7', 0.8)}/>
    <path d="M18 22 Q32 20 46 26 M18 34 Q32 32 46 38 M18 46 Q32 44 46 50 M64 26 Q78 20 92 22 M64 38 Q78 32 92 34 M64 50 Q78 44 92 46" ${line(p, 0.5, '#b9b3d6')}/>
    <path d="M80 6 L80 30 L86 24 L92 30 L92 5" ${inked(p, '#ff4d6d', 0.6)}/>`,
};

const trophy: Prop = {
  w: 100,
  h: 110,
  hold: [50, 80],
  size: 1,
  draw: (p) => `
    <path d="M22 18 C4 18 4 48 30 52 M78 18 C96 18 96 48 70 52" ${line(p, 3)}/>
    <path d="M22 18 C4 18 4 48 30 52 M78 18 C96 18 96 48 70 52" ${line(p, 1.4, '#ffc93c')}/>
    <path d="M20 8 L80 8 L78 30 C76 52 64 64 50 64 C36 64 24 52 22 30Z" ${inked(p, '#ffc93c')}/>
    <path d="M42 64 L58 64 L60 80 L40 80Z" ${inked(p, '#f29e0c')}/>
    <rect x="24" y="80" width="52" height="22" rx="4" ${inked(p, '#8d5a2b')}/>
    <rect x="38" y="86" width="24" height="8" rx="2" fill="#ffc93c"/>
    <path d="M32 16 L34 36 C35 44 38 50 42 54" ${shineLine(p, 1.6, 0.6)}/>
    <path d="M50 18 L53 28 L63 28 L55 34 L58 44 L50 38 L42 44 L45 34 L37 28 L47 28Z" fill="#fff2b0"/>`,
};

const bigHeart: Prop = {
  w: 100,
  h: 94,
  hold: [50, 60],
  size: 1,
  draw: (p) => `
    <path transform="translate(2 0) scale(3)" d="${HEART_D}" ${inked(p, '#ff3b6b', 1 / 3)}/>
    <path d="M18 20 C22 12 30 10 36 12" ${shineLine(p, 2, 0.7)}/>
    <circle cx="16" cy="30" r="3" ${shine(0.7)}/>`,
};

const bouquet: Prop = {
  w: 100,
  h: 120,
  hold: [50, 96],
  size: 1.25,
  draw: (p) => `
    <path d="M38 70 L46 112 L54 112 L62 70" ${line(p, 0.8, '#2f8f3a')}/>
    ${leaf(p, 30, 56, 24, 200)}${leaf(p, 70, 56, 24, -20)}
    ${flower(p, 30, 34, 11, '#ff7eb6')}${flower(p, 70, 34, 11, '#b18cff')}${flower(p, 50, 18, 12, '#ffffff', '#ff9f1c')}${flower(p, 50, 48, 11, '#ffd23f', '#ff7a59')}
    <path d="M20 62 L80 62 L60 112 L40 112Z" ${inked(p, '#ffe9c7')}/>
    <path d="M28 68 L44 106" ${shineLine(p, 1.2, 0.6)}/>
    <path d="M40 84 Q50 78 60 84 L56 92 Q50 88 44 92Z" ${inked(p, '#ff4d6d', 0.7)}/>`,
};

const umbrella: Prop = {
  w: 130,
  h: 150,
  hold: [64, 140],
  size: 1.5,
  draw: (p) => {
    const canopy =
      'M4 66 C4 28 32 6 65 6 C98 6 126 28 126 66 C118 58 106 58 98 66 C90 58 76 58 65 66 C54 58 40 58 32 66 C24 58 12 58 4 66Z';
    return `<defs><clipPath id="${p.id}u"><path d="${canopy}"/></clipPath></defs>
      <path d="M65 60 L65 128 C65 146 44 146 44 130" ${line(p, 3)}/>
      <path d="M65 60 L65 128 C65 146 44 146 44 130" ${line(p, 1.3, '#8d5a2b')}/>
      <path d="${canopy}" fill="#ff4d6d"/>
      <g clip-path="url(#${p.id}u)" fill="#ffffff"><path d="M65 0 L32 70 L46 70Z M65 0 L98 70 L84 70Z"/><path d="M65 0 L58 70 L72 70Z" fill="#ffd23f"/></g>
      <path d="${canopy}" ${inked(p, 'none')}/>
      <path d="M20 40 C26 26 38 18 50 14" ${shineLine(p, 1.6, 0.55)}/>
      <circle cx="65" cy="5" r="4" ${inked(p, '#2b2d42', 0.7)}/>`;
  },
};

const pillow: Prop = {
  w: 120,
  h: 90,
  hold: [60, 66],
  size: 1.1,
  draw: (p) => `
    <path d="M10 12 Q60 22 110 12 Q102 45 110 78 Q60 68 10 78 Q18 45 10 12Z" ${inked(p, '#bfe3ff')}/>
    <path d="M20 22 Q60 30 100 22 Q94 45 100 68 Q60 60 20 68 Q26 45 20 22Z" ${line(p, 0.45, '#6aa8d8')} stroke-dasharray="${(p.sw * 1.2).toFixed(2)} ${(p.sw * 1.2).toFixed(2)}"/>
    <path d="M24 30 Q30 36 28 52" ${shineLine(p, 1.6, 0.7)}/>
    <path d="M48 40 q6 -6 12 0 M70 40 q6 -6 12 0" ${line(p, 0.6)}/>
    <path d="M58 52 q6 5 12 0" ${line(p, 0.6)}/>`,
};

const pizza: Prop = {
  w: 100,
  h: 110,
  hold: [50, 40],
  size: 1,
  draw: (p) => `
    <path d="M8 18 Q50 2 92 18 L52 106 Q48 108 46 104Z" ${inked(p, '#ffd166')}/>
    <path d="M8 18 Q50 2 92 18 L88 30 Q50 16 12 30Z" ${inked(p, '#d98b3a')}/>
    <circle cx="38" cy="42" r="8" ${inked(p, '#e63946', 0.7)}/>
    <circle cx="64" cy="48" r="8" ${inked(p, '#e63946', 0.7)}/>
    <circle cx="48" cy="70" r="7" ${inked(p, '#e63946', 0.7)}/>
    <path d="M26 58 q3 8 0 16 M74 34 q3 6 0 12" ${line(p, 0.8, '#ffb703')}/>
    <circle cx="36" cy="39" r="2" ${shine(0.7)}/><circle cx="62" cy="45" r="2" ${shine(0.7)}/>
    <path d="M20 26 Q50 14 80 26" ${shineLine(p, 0.8, 0.45)}/>`,
};

const camera: Prop = {
  w: 120,
  h: 90,
  hold: [60, 70],
  size: 1,
  draw: (p) => `
    <path d="M40 18 L46 6 L74 6 L80 18Z" ${inked(p, '#3a3f58')}/>
    <rect x="4" y="16" width="112" height="70" rx="12" ${inked(p, '#4a4f6a')}/>
    <rect x="4" y="34" width="112" height="34" fill="#2b2d42"/>
    <rect x="4" y="16" width="112" height="70" rx="12" ${inked(p, 'none')}/>
    <circle cx="60" cy="51" r="26" ${inked(p, '#dfe6f2')}/>
    <circle cx="60" cy="51" r="17" ${inked(p, '#1d1b2e', 0.8)}/>
    <circle cx="54" cy="45" r="5" ${shine(0.8)}/>
    <rect x="92" y="22" width="16" height="8" rx="3" ${inked(p, '#ffd23f', 0.6)}/>
    <circle cx="20" cy="26" r="5" ${inked(p, '#ff4d6d', 0.6)}/>`,
};

const laptop: Prop = {
  w: 120,
  h: 96,
  hold: [60, 82],
  size: 1.1,
  draw: (p) => `
    <path d="M16 6 L104 6 Q110 6 110 12 L110 70 L10 70 L10 12 Q10 6 16 6Z" ${inked(p, '#c9d1e0')}/>
    <rect x="18" y="14" width="84" height="48" rx="3" fill="#3ecbff"/>
    <path d="M18 50 L46 28 L62 40 L80 22 L102 42 L102 62 L18 62Z" fill="#2fb3e8"/>
    <circle cx="34" cy="28" r="6" fill="#ffe066"/>
    <path d="M24 58 L60 18" ${shineLine(p, 2.4, 0.25)}/>
    <path d="M2 70 L118 70 L112 86 Q110 90 104 90 L16 90 Q10 90 8 86Z" ${inked(p, '#aab4c8')}/>
    <path d="M48 76 L72 76" ${line(p, 0.8)}/>`,
};

export const PROPS = {
  'coffee-cup': coffeeCup,
  cake,
  gift,
  balloon,
  phone,
  'game-controller': controller,
  book,
  trophy,
  'big-heart': bigHeart,
  bouquet,
  umbrella,
  pillow,
  'pizza-slice': pizza,
  camera,
  laptop,
} satisfies Record<string, Prop>;

export type PropId = keyof typeof PROPS;
