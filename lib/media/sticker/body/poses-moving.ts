import { arcs, STAND, TORSO } from './poses-standing';
import type { PoseArt, Pt } from './skeleton';

// Poses that move, bend, sit or lie, in the same units as the standing ones (poses-standing.ts).

const base = { w: 300, h: 340, neck: [150, 150] as Pt, headAngle: 0, headH: 140, torso: TORSO };

export const MOVING = {
  dance: {
    ...base,
    neck: [146, 150],
    headAngle: -12,
    torso: { ...TORSO, top: [148, 156], bottom: [160, 244] },
    arms: [
      { shoulder: [108, 166], elbow: [70, 146], hand: [58, 104], shape: 'open' },
      { shoulder: [188, 170], elbow: [228, 200], hand: [252, 172], shape: 'fist' },
    ],
    legs: [
      { hip: [146, 242], knee: [112, 270], foot: [132, 300], toe: -1 },
      { hip: [176, 242], knee: [186, 288], foot: [196, 328], toe: 1 },
    ],
    hold: 1,
    front: (c) =>
      arcs(c.ink, [
        [36, 120, -1],
        [270, 150, 1],
        [96, 284, -1],
      ]),
  },
  jump: {
    ...base,
    h: 320,
    arms: [
      { shoulder: [110, 165], elbow: [80, 128], hand: [62, 92], shape: 'open' },
      { shoulder: [190, 165], elbow: [220, 128], hand: [238, 92], shape: 'open' },
    ],
    legs: [
      { hip: [134, 244], knee: [106, 270], foot: [124, 298], toe: -1 },
      { hip: [166, 244], knee: [194, 270], foot: [176, 298], toe: 1 },
    ],
    hold: 1,
    back: (c) =>
      `<path d="M110 316 q40 -10 80 0" fill="none" stroke="${c.ink}" stroke-width="4.2" stroke-linecap="round"/><path d="M124 330 q26 -6 52 0" fill="none" stroke="${c.ink}" stroke-width="4.2" stroke-linecap="round"/>`,
  },
  run: {
    ...base,
    neck: [160, 152],
    headAngle: 9,
    torso: { top: [160, 158] as Pt, bottom: [142, 242] as Pt, shoulders: 80, hips: 70 },
    arms: [
      { shoulder: [136, 172], elbow: [104, 196], hand: [88, 168], shape: 'fist' },
      { shoulder: [182, 170], elbow: [212, 204], hand: [240, 184], shape: 'fist' },
    ],
    legs: [
      { hip: [130, 238], knee: [104, 272], foot: [70, 280], toe: -1 },
      { hip: [154, 240], knee: [192, 262], foot: [190, 312], toe: 1 },
    ],
    hold: 1,
    back: (c) =>
      [196, 226, 256]
        .map(
          (y, i) =>
            `<path d="M${40 - i * 8} ${y} h${-34 + i * 8}" stroke="${c.ink}" stroke-width="4.2" stroke-linecap="round"/>`,
        )
        .join(''),
  },
  bow: {
    ...base,
    neck: [128, 168],
    headAngle: -30,
    headH: 134,
    torso: { top: [134, 172] as Pt, bottom: [160, 250] as Pt, shoulders: 80, hips: 72 },
    arms: [
      { shoulder: [100, 184], elbow: [112, 224], hand: [140, 248], shape: 'fist' },
      { shoulder: [168, 178], elbow: [180, 220], hand: [160, 250], shape: 'fist' },
    ],
    legs: STAND.map((l) => ({ ...l, hip: [l.hip[0] + 12, l.hip[1] + 4] as Pt })) as PoseArt['legs'],
    hold: 1,
    front: (c) =>
      `<path d="M60 96 q-12 -10 -4 -22 M48 126 q-16 -4 -16 -18" fill="none" stroke="${c.ink}" stroke-width="4.2" stroke-linecap="round"/>`,
  },
  sit: {
    ...base,
    h: 330,
    torso: { ...TORSO, bottom: [150, 240] },
    arms: [
      { shoulder: [110, 168], elbow: [94, 212], hand: [112, 256], shape: 'fist' },
      { shoulder: [190, 168], elbow: [206, 212], hand: [188, 256], shape: 'fist' },
    ],
    legs: [
      { hip: [134, 240], knee: [104, 270], foot: [104, 312], toe: -1 },
      { hip: [166, 240], knee: [196, 270], foot: [196, 312], toe: 1 },
    ],
    hold: 1,
    back: (c) =>
      `<rect x="86" y="232" width="128" height="64" rx="22" fill="${c.accent}" stroke="${c.ink}" stroke-width="4.2"/><path d="M100 246 h100" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>`,
  },
  sleep: {
    w: 380,
    h: 250,
    // Lying on the side: the head on a pillow at the left, its top towards the left edge.
    neck: [176, 168],
    headAngle: -78,
    headH: 140,
    torso: { top: [182, 170] as Pt, bottom: [272, 174] as Pt, shoulders: 74, hips: 66 },
    arms: [
      // Under the blanket; the hand that holds a prop rests on its edge.
      { shoulder: [196, 160], elbow: [226, 176], hand: [236, 132], shape: 'fist' },
      { shoulder: [196, 190], elbow: [230, 200], hand: [262, 196], shape: 'fist' },
    ],
    legs: STAND,
    noLegs: true,
    hold: 0,
    back: (c) =>
      `<rect x="14" y="150" width="190" height="70" rx="32" fill="#ffffff" stroke="${c.ink}" stroke-width="4.2"/><path d="M40 204 q60 8 130 0" fill="none" stroke="#c9d6e8" stroke-width="5" stroke-linecap="round"/>`,
    front: (c) =>
      `<path d="M200 140 Q200 126 216 126 L362 126 Q374 126 374 140 L374 214 Q374 226 362 226 L200 226 Q190 226 192 214Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="4.2" stroke-linejoin="round"/><path d="M200 150 L372 150" stroke="#ffffff" stroke-opacity="0.6" stroke-width="8"/>${[240, 290, 340].map((x) => `<circle cx="${x}" cy="192" r="7" fill="#ffffff" fill-opacity="0.55"/>`).join('')}`,
    zzz: [236, 84],
  },
} satisfies Record<string, PoseArt>;
