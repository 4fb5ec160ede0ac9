import { z } from 'zod';
import { ANIMATION_PRESETS, type AnimationPreset } from '@/lib/config/animation';

// Animating a finished sticker (docs/animated-stickers.md): the form's schema and the handler's.

export const ANIMATION_MESSAGES = { preset: 'Choose one of the motions offered.' } as const;

export const animateStickerSchema = z.object({
  preset: z.enum(ANIMATION_PRESETS, { error: ANIMATION_MESSAGES.preset }),
});
export type AnimateStickerRequest = z.output<typeof animateStickerSchema>;

export const ANIMATION_STATUSES = ['PROCESSING', 'CREATED', 'FAILED'] as const;
export type AnimationStatus = (typeof ANIMATION_STATUSES)[number];

/** A sticker's animation as the API returns it; the files are those of the last success. */
export type AnimationDto = {
  status: AnimationStatus;
  /** The motion being made now (PROCESSING) or last asked for. */
  preset: AnimationPreset;
  /** The motion the files show; null before the first success. */
  shownPreset: AnimationPreset | null;
  errorCode: string | null;
  /** Telegram video sticker (WEBM), WhatsApp animated WebP, a still: null until made. */
  video: string | null;
  animatedWebp: string | null;
  poster: string | null;
};

/**
 * An animated sticker's files where others may see it (pack pages, explore, the public API): its
 * Telegram video, its WhatsApp animated WebP and the still shown without motion. Public reads carry
 * it only when all three are public files (docs/animated-stickers.md).
 */
export type StickerMotionDto = { video: string; animatedWebp: string; poster: string };
