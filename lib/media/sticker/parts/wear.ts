import { type Art, flower, inked, leaf, line, shine, shineLine, starPath } from './art';

// Wear on the head. Each sits with its `anchor` (a point of its own box) on a point of the head box
// (`at`, fractions of the box: 0.5, 0 is the top middle), `width` times the head's width, turned with
// the head. Hats sink a little into the hair, glasses sit at eye level.
export type Wear = Art & {
  anchor: [number, number];
  at: [number, number];
  width: number;
  /** Extra tilt in degrees, away from the head's own (a party hat sits jauntily). */
  tilt?: number;
};

const partyHat: Wear = {
  w: 100,
  h: 112,
  anchor: [50, 104],
  at: [0.5, 0.1],
  width: 0.5,
  tilt: 10,
  draw: (p) => {
    const cone = 'M50 14 L87 98 Q50 112 13 98Z';
    return `<defs><clipPath id="${p.id}c"><path d="${cone}"/></clipPath></defs>
      <path d="${cone}" fill="#ff4f9a"/>
      <g clip-path="url(#${p.id}c)" fill="#ffd23f">
        <path d="M0 44 L100 26 L100 40 L0 58Z"/><path d="M0 76 L100 58 L100 72 L0 90Z"/>
      </g>
      <path d="M44 30 L26 86" ${shineLine(p, 1.2, 0.55)}/>
      <path d="${cone}" ${inked(p, 'none')}/>
      <path d="M13 98 Q50 112 87 98" ${line(p, 1.6)}/>
      <circle cx="50" cy="13" r="11" ${inked(p, '#3ecbff')}/>
      <circle cx="46" cy="9" r="3.5" ${shine(0.85)}/>`;
  },
};

const crown: Wear = {
  w: 100,
  h: 74,
  anchor: [50, 66],
  at: [0.5, 0.07],
  width: 0.7,
  draw: (p) => `
    <path d="M8 56 L6 20 L29 38 L50 10 L71 38 L94 20 L92 56Z" ${inked(p, '#ffc93c')}/>
    <path d="M14 50 L13 30 L24 40Z M44 34 L50 22 L52 32Z" ${shine(0.6)}/>
    <path d="M5 52 Q50 44 95 52 L95 66 Q50 60 5 66Z" ${inked(p, '#f29e0c')}/>
    <circle cx="6" cy="17" r="6" ${inked(p, '#ffe066', 0.8)}/>
    <circle cx="50" cy="8" r="6.5" ${inked(p, '#ffe066', 0.8)}/>
    <circle cx="94" cy="17" r="6" ${inked(p, '#ffe066', 0.8)}/>
    <circle cx="50" cy="57" r="6" ${inked(p, '#ff4d6d', 0.7)}/>
    <path d="M26 52 L31 57 L26 62 L21 57Z M74 52 L79 57 L74 62 L69 57Z" ${inked(p, '#3ecbff', 0.7)}/>
    <circle cx="48" cy="55" r="2" ${shine(0.9)}/>`,
};

const cap: Wear = {
  w: 100,
  h: 70,
  anchor: [50, 54],
  at: [0.5, 0.24],
  width: 1.08,
  draw: (p) => `
    <path d="M8 54 C6 18 30 6 50 6 C70 6 94 18 92 54Z" ${inked(p, '#e63946')}/>
    <path d="M50 8 C40 20 36 36 36 52 M50 8 C60 20 64 36 64 52" ${line(p, 0.6)}/>
    <path d="M20 40 C20 26 28 16 38 12" ${shineLine(p, 1.4, 0.55)}/>
    <path d="M2 56 Q50 42 98 56 Q96 70 50 68 Q4 70 2 56Z" ${inked(p, '#b81d2c')}/>
    <path d="M20 56 Q50 50 80 56" ${shineLine(p, 0.8, 0.4)}/>
    <circle cx="50" cy="7" r="4.5" ${inked(p, '#b81d2c', 0.7)}/>`,
};

const santaHat: Wear = {
  w: 120,
  h: 100,
  anchor: [56, 90],
  at: [0.5, 0.16],
  width: 1.12,
  tilt: 4,
  draw: (p) => `
    <path d="M14 78 C18 44 34 16 64 10 C88 6 106 22 108 50 L96 52 C94 38 86 30 78 30 C76 48 86 64 98 78Z" ${inked(p, '#e63946')}/>
    <path d="M30 62 C34 42 46 26 62 20" ${shineLine(p, 1.4, 0.5)}/>
    <rect x="6" y="70" width="100" height="24" rx="12" ${inked(p, '#ffffff')}/>
    <path d="M18 80 h10 M40 84 h8 M64 80 h10 M86 84 h8" ${line(p, 0.5, '#c9d6e8')}/>
    <circle cx="104" cy="56" r="12" ${inked(p, '#ffffff')}/>
    <path d="M98 54 q4 -4 8 0" ${line(p, 0.5, '#c9d6e8')}/>`,
};

const gradCap: Wear = {
  w: 110,
  h: 80,
  anchor: [55, 60],
  at: [0.5, 0.14],
  width: 1.05,
  draw: (p) => `
    <path d="M24 30 L24 56 Q55 70 86 56 L86 30Z" ${inked(p, '#2b2d42')}/>
    <path d="M55 4 L108 24 L55 44 L2 24Z" ${inked(p, '#3a3d5c')}/>
    <path d="M20 22 L55 9 L80 18" ${shineLine(p, 1, 0.35)}/>
    <path d="M55 24 L94 30 L94 52" ${line(p, 1.1, '#ffd23f')}/>
    <path d="M89 50 L99 50 L101 68 L87 68Z" ${inked(p, '#ffd23f', 0.8)}/>
    <circle cx="55" cy="24" r="4.5" ${inked(p, '#ffd23f', 0.7)}/>`,
};

const sunglasses: Wear = {
  w: 110,
  h: 40,
  anchor: [55, 16],
  at: [0.5, 0.42],
  width: 0.84,
  draw: (p) => {
    const lens = (dx: number, m: number) =>
      `M${dx + m * 4} 7 L${dx + m * 47} 7 Q${dx + m * 50} 7 ${dx + m * 49} 12 L${dx + m * 46} 27 Q${dx + m * 44} 36 ${dx + m * 34} 36 L${dx + m * 18} 36 Q${dx + m * 9} 36 ${dx + m * 7} 27 L${dx + m * 3} 12 Q${dx + m * 3} 7 ${dx + m * 4} 7Z`;
    return `
      <path d="M48 12 Q55 6 62 12" ${line(p, 1.6)}/>
      <path d="${lens(0, 1)}" ${inked(p, '#1d1b2e', 1.2)}/>
      <path d="${lens(110, -1)}" ${inked(p, '#1d1b2e', 1.2)}/>
      <path d="M14 28 L28 12 M22 30 L34 16" ${shineLine(p, 1.1, 0.55)}/>
      <path d="M76 28 L90 12 M84 30 L96 16" ${shineLine(p, 1.1, 0.55)}/>
      <path d="M8 9 h10 M70 9 h10" ${shineLine(p, 0.6, 0.4)}/>`;
  },
};

// The band spans the head's height: drawn for the head box's own proportions.
const HEAD_UNITS = 120 / 1.24; // the head's width in the headphones' units
const headTop = (aspect: number) => 66 - 0.52 * Math.max(0.7, Math.min(2, aspect)) * HEAD_UNITS;

const headphones: Wear = {
  w: 120,
  h: 92,
  anchor: [60, 66],
  at: [0.5, 0.52],
  width: 1.24,
  bounds: (aspect) => [0, headTop(aspect) - 8, 120, 90],
  draw: (p, aspect) => {
    const peak = headTop(aspect) - 3;
    const c = 64 + (peak - 64) / 0.75;
    const band = `M12 64 C12 ${c.toFixed(1)} 108 ${c.toFixed(1)} 108 64`;
    return `
      <path d="${band}" ${line(p, 4.4)}/>
      <path d="${band}" ${line(p, 2.2, '#3a3f58')}/>
      <path d="M28 ${(peak + 16).toFixed(1)} Q42 ${(peak + 4).toFixed(1)} 60 ${(peak + 2).toFixed(1)}" ${shineLine(p, 0.8, 0.45)}/>
      <rect x="0" y="46" width="24" height="40" rx="11" ${inked(p, '#ff5f8f')}/>
      <rect x="96" y="46" width="24" height="40" rx="11" ${inked(p, '#ff5f8f')}/>
      <rect x="16" y="50" width="10" height="32" rx="5" ${inked(p, '#3a3f58', 0.8)}/>
      <rect x="94" y="50" width="10" height="32" rx="5" ${inked(p, '#3a3f58', 0.8)}/>
      <path d="M6 54 v16 M102 54 v16" ${shineLine(p, 0.9, 0.6)}/>`;
  },
};

const flowerCrown: Wear = {
  w: 120,
  h: 44,
  anchor: [60, 26],
  at: [0.5, 0.12],
  width: 1.1,
  draw: (p) => {
    const arc = (x: number) => 30 - Math.sin((x / 120) * Math.PI) * 10;
    const leaves = [10, 34, 58, 84, 108].map((x, i) => leaf(p, x, arc(x) + 4, 13, i % 2 ? 20 : 160)).join('');
    const flowers: [number, string][] = [
      [12, '#ff7eb6'],
      [36, '#ffffff'],
      [60, '#b18cff'],
      [84, '#ffffff'],
      [108, '#ff7eb6'],
    ];
    return `<path d="M4 ${arc(4)} Q60 ${arc(60) - 14} 116 ${arc(116)}" ${line(p, 0.9, '#2f8f3a')}/>${leaves}${flowers
      .map(([x, c], i) => flower(p, x, arc(x) - (i % 2 ? 2 : 0), i === 2 ? 10.5 : 9.5, c))
      .join('')}`;
  },
};

const nightcap: Wear = {
  w: 130,
  h: 104,
  anchor: [56, 92],
  at: [0.5, 0.16],
  width: 1.1,
  tilt: -4,
  draw: (p) => {
    const body =
      'M12 82 C14 46 36 18 66 12 C92 8 114 24 118 60 L108 64 C104 44 96 36 86 36 C84 54 92 68 100 82Z';
    return `<defs><clipPath id="${p.id}n"><path d="${body}"/></clipPath></defs>
      <path d="${body}" fill="#5b6ee1"/>
      <g clip-path="url(#${p.id}n)" fill="#9fb1ff">
        <path d="M0 60 L130 20 L130 34 L0 74Z"/><path d="M60 0 L130 0 L130 10 L70 14Z"/>
      </g>
      <path d="${starPath(40, 50, 5)} ${starPath(70, 28, 4)}" fill="#ffe066"/>
      <path d="${body}" ${inked(p, 'none')}/>
      <rect x="4" y="74" width="102" height="22" rx="11" ${inked(p, '#ffffff')}/>
      <circle cx="116" cy="68" r="11" ${inked(p, '#ffffff')}/>
      <path d="M26 66 C30 48 42 32 56 26" ${shineLine(p, 1.3, 0.45)}/>`;
  },
};

export const WEAR = {
  'party-hat': partyHat,
  crown,
  cap,
  'santa-hat': santaHat,
  'graduation-cap': gradCap,
  sunglasses,
  headphones,
  'flower-crown': flowerCrown,
  nightcap,
} satisfies Record<string, Wear>;

export type WearId = keyof typeof WEAR;
