import type { Arm, Leg, PoseArt, Pt } from './skeleton';

// Standing poses, drawn facing the viewer in a 300 × 340 box: the neck at (150, 150), a head
// 140 units tall above it (about 45% of the figure: sticker proportions), a short body below.

const L_SHOULDER: Pt = [110, 168];
const R_SHOULDER: Pt = [190, 168];
export const TORSO = { top: [150, 156] as Pt, bottom: [150, 246] as Pt, shoulders: 86, hips: 72 };

export const STAND: [Leg, Leg] = [
  { hip: [134, 244], knee: [131, 288], foot: [127, 326], toe: -1 },
  { hip: [166, 244], knee: [169, 288], foot: [173, 326], toe: 1 },
];
const armDown = (side: 0 | 1): Arm =>
  side === 0
    ? { shoulder: L_SHOULDER, elbow: [100, 210], hand: [100, 248], shape: 'fist' }
    : { shoulder: R_SHOULDER, elbow: [200, 210], hand: [200, 248], shape: 'fist' };

const base = { w: 300, h: 340, neck: [150, 150] as Pt, headAngle: 0, headH: 140, torso: TORSO };

/** Short arcs: movement lines beside a moving figure. */
export const arcs = (ink: string, pts: [number, number, number][]) =>
  pts
    .map(
      ([x, y, d]) =>
        `<path d="M${x} ${y} q${d * 10} 8 0 18" fill="none" stroke="${ink}" stroke-width="4.2" stroke-linecap="round"/>`,
    )
    .join('');

export const STANDING = {
  wave: {
    ...base,
    headAngle: -4,
    arms: [armDown(0), { shoulder: R_SHOULDER, elbow: [232, 148], hand: [244, 100], shape: 'open' }],
    legs: STAND,
    hold: 0,
    front: (c) =>
      arcs(c.ink, [
        [272, 78, 1],
        [262, 118, 1],
      ]),
  },
  'thumbs-up': {
    ...base,
    arms: [armDown(0), { shoulder: R_SHOULDER, elbow: [218, 222], hand: [236, 186], shape: 'thumb' }],
    legs: STAND,
    hold: 0,
  },
  'heart-hands': {
    ...base,
    headAngle: 5,
    arms: [
      { shoulder: L_SHOULDER, elbow: [96, 214], hand: [150, 206], shape: 'heart' },
      { shoulder: R_SHOULDER, elbow: [204, 214], hand: [150, 206], shape: 'heart' },
    ],
    legs: STAND,
    hold: 1,
  },
  hug: {
    ...base,
    arms: [
      { shoulder: L_SHOULDER, elbow: [70, 158], hand: [34, 128], shape: 'open' },
      { shoulder: R_SHOULDER, elbow: [230, 158], hand: [266, 128], shape: 'open' },
    ],
    legs: STAND,
    hold: 1,
  },
  shrug: {
    ...base,
    headAngle: 9,
    torso: { ...TORSO, top: [150, 154] },
    arms: [
      { shoulder: [110, 162], elbow: [86, 212], hand: [50, 190], shape: 'open' },
      { shoulder: [190, 162], elbow: [214, 212], hand: [250, 190], shape: 'open' },
    ],
    legs: STAND,
    hold: 1,
  },
  facepalm: {
    ...base,
    headAngle: 12,
    arms: [
      armDown(0),
      { shoulder: R_SHOULDER, elbow: [222, 190], hand: [178, 96], shape: 'open', front: true },
    ],
    legs: STAND,
    hold: 0,
  },
  point: {
    ...base,
    headAngle: 4,
    arms: [
      { shoulder: L_SHOULDER, elbow: [80, 206], hand: [110, 238], shape: 'fist' },
      { shoulder: R_SHOULDER, elbow: [228, 176], hand: [266, 170], shape: 'point' },
    ],
    legs: STAND,
    hold: 0,
  },
  salute: {
    ...base,
    headAngle: -3,
    arms: [
      armDown(0),
      { shoulder: R_SHOULDER, elbow: [248, 130], hand: [204, 80], shape: 'flat', front: true },
    ],
    legs: STAND,
    hold: 0,
  },
  cheer: {
    ...base,
    headAngle: -6,
    arms: [
      { shoulder: [110, 165], elbow: [86, 122], hand: [88, 76], shape: 'fist' },
      { shoulder: [190, 165], elbow: [216, 124], hand: [226, 80], shape: 'fist' },
    ],
    legs: [
      { hip: [134, 244], knee: [124, 288], foot: [114, 326], toe: -1 },
      { hip: [166, 244], knee: [176, 288], foot: [186, 326], toe: 1 },
    ],
    hold: 1,
    back: (c) =>
      [
        [50, 60, 30, 40],
        [250, 60, 270, 40],
        [42, 100, 20, 96],
        [258, 100, 280, 96],
      ]
        .map(
          ([x0, y0, x1, y1]) =>
            `<path d="M${x0} ${y0} L${x1} ${y1}" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join(''),
  },
} satisfies Record<string, PoseArt>;
