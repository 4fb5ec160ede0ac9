import type { AnimationPreset } from '@/lib/config/animation';

// Each preset is a pure function of the loop's phase t ∈ [0, 1): where the body and the label
// plate are at that moment. Every curve is either periodic in t or fades to nothing at both ends,
// so the last frame leads straight back into the first (Telegram and WhatsApp loop stickers).

/** A layer's pose in one frame: offsets in canvas px, scales, rotation in degrees, opacity. */
export type Pose = {
  x: number;
  y: number;
  sx: number;
  sy: number;
  rot: number;
  alpha: number;
  /** Scale and rotate about the layer's bottom centre (a landing bounce) or its centre. */
  anchor: 'center' | 'bottom';
  /** The share of the label shown from its left edge (typed in); 1 = all of it. */
  reveal: number;
};

/** `sparkles`: the phase the sparkles around the body are at, or null for none. */
export type Frame = { body: Pose; label: Pose; sparkles: number | null };

export type Motion = {
  at(t: number): Frame;
  /** The phase whose frame stands for the sticker when it is not playing (poster, reduced motion). */
  posterAt: number;
};

const REST: Pose = { x: 0, y: 0, sx: 1, sy: 1, rot: 0, alpha: 1, anchor: 'center', reveal: 1 };
const pose = (p: Partial<Pose>): Pose => ({ ...REST, ...p });
const TAU = Math.PI * 2;
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** Overshoots a little before settling: the pop of a sticker landing on the screen. */
const easeOutBack = (v: number) => {
  const c = 1.9;
  return 1 + (c + 1) * (v - 1) ** 3 + c * (v - 1) ** 2;
};
const bump = (t: number, at: number, width: number) => Math.exp(-(((t - at) / width) ** 2));

const MOTIONS: Record<AnimationPreset, Motion> = {
  bounce: {
    posterAt: 0.25,
    at(t) {
      // Two hops per loop: up on a sine arc, a squash where it lands.
      const hop = Math.sin(Math.PI * ((t * 2) % 1));
      const squash = (1 - hop) ** 6 * 0.09;
      return {
        body: pose({ y: -30 * hop, sx: 1 + squash, sy: 1 - squash, anchor: 'bottom' }),
        label: pose({ y: -8 * hop }),
        sparkles: null,
      };
    },
  },
  wiggle: {
    posterAt: 0,
    at(t) {
      const w = Math.sin(TAU * t * 2);
      return {
        body: pose({ rot: 7 * w, anchor: 'bottom' }),
        label: pose({ rot: -2.5 * w }),
        sparkles: null,
      };
    },
  },
  'pop-in': {
    posterAt: 0.6,
    at(t) {
      // In with an overshoot over the first third, held, out over the last tenth: empty at both ends.
      const inScale = t < 0.3 ? 0.15 + 0.85 * easeOutBack(t / 0.3) : 1;
      const outScale = t > 0.88 ? 1 - 0.85 * ((t - 0.88) / 0.12) : 1;
      const s = Math.min(inScale, outScale);
      const alpha = Math.min(clamp01(t / 0.08), clamp01((1 - t) / 0.06));
      const labelIn = t < 0.15 ? 0.15 : t < 0.42 ? 0.15 + 0.85 * easeOutBack((t - 0.15) / 0.27) : 1;
      return {
        body: pose({ sx: s, sy: s, alpha }),
        label: pose({ sx: Math.min(labelIn, s), sy: Math.min(labelIn, s), alpha: t < 0.15 ? 0 : alpha }),
        sparkles: null,
      };
    },
  },
  float: {
    posterAt: 0,
    at(t) {
      return {
        body: pose({ y: 12 * Math.sin(TAU * t), rot: 2 * Math.sin(TAU * t + Math.PI / 2) }),
        label: pose({ y: 5 * Math.sin(TAU * t - 0.7) }),
        sparkles: null,
      };
    },
  },
  shake: {
    posterAt: 0,
    at(t) {
      // Fast shakes in two bursts, still between them.
      const burst = Math.sin(TAU * t * 2) ** 2;
      return {
        body: pose({ x: 8 * burst * Math.sin(TAU * t * 12), rot: 2.5 * burst * Math.sin(TAU * t * 12 + 1) }),
        label: pose({ x: 3 * burst * Math.sin(TAU * t * 12 + 2) }),
        sparkles: null,
      };
    },
  },
  heartbeat: {
    posterAt: 0,
    at(t) {
      const beat = bump(t, 0.18, 0.05) + 0.7 * bump(t, 0.36, 0.05);
      const s = 1 + 0.1 * beat;
      return {
        body: pose({ sx: s, sy: s }),
        label: pose({ sx: 1 + 0.04 * beat, sy: 1 + 0.04 * beat }),
        sparkles: null,
      };
    },
  },
  sparkle: {
    posterAt: 0.2,
    at(t) {
      return {
        body: pose({ y: 4 * Math.sin(TAU * t) }),
        label: pose({}),
        sparkles: t,
      };
    },
  },
  typewriter: {
    posterAt: 0.8,
    at(t) {
      // Typed in over 60 % of the loop in visible steps, held, faded out: empty at both ends.
      const steps = 14;
      const reveal = t < 0.6 ? Math.floor((t / 0.6) * steps) / steps : 1;
      const alpha = t > 0.9 ? clamp01((1 - t) / 0.1) : 1;
      return {
        body: pose({ y: 3 * Math.sin(TAU * t) }),
        label: pose({ reveal, alpha }),
        sparkles: null,
      };
    },
  },
};

export const motionOf = (preset: AnimationPreset): Motion => MOTIONS[preset];
