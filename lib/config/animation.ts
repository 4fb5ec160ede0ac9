// Motion presets of animated stickers (docs/animated-stickers.md): the studio's picker and the API's
// schema read this list, the media engine (lib/media/animation) draws each one.
export const ANIMATION_PRESETS = [
  'bounce',
  'wiggle',
  'pop-in',
  'float',
  'shake',
  'heartbeat',
  'sparkle',
  'typewriter',
] as const;

export type AnimationPreset = (typeof ANIMATION_PRESETS)[number];

export const DEFAULT_ANIMATION_PRESET: AnimationPreset = 'bounce';

/** A sticker is static until an animation of it has been made. */
export type StickerFormat = 'static' | 'video';
