import sharp from 'sharp';
import type { AnimationPreset } from '@/lib/config/animation';
import { encodeAnimation } from './encode';
import {
  type AnimationLayers,
  drawPoster,
  FRAME_COUNT,
  FPS,
  prepareLayers,
  SIDE,
  streamFrames,
} from './frames';

export type { AnimationLayers } from './frames';
export { LIMITS, THUMB_SIDE, WEBP_FPS } from './encode';
export { FPS, FRAME_COUNT, SIDE } from './frames';

/** An animated sticker's files: Telegram's WEBM, WhatsApp's animated WebP, the set thumbnail, a still. */
export type AnimatedSticker = {
  webm: Buffer;
  webp: Buffer;
  /** 100×100 WEBM (Telegram's video set thumbnail). */
  thumb: Buffer;
  /** 512×512 WebP still at the preset's resting phase (galleries, reduced motion). */
  poster: Buffer;
  durationMs: number;
  fps: number;
  /** Encodes each file took (lib/media/animation/encode.ts): more than 1 means it was made smaller. */
  steps: Record<'webm' | 'webp' | 'thumb', number>;
};

/**
 * Draws one loop of `preset` from a sticker's layers (frames by sharp) and encodes it (ffmpeg).
 * Frames go to the encoder as they are drawn, so a sticker holds one frame at a time, not its loop.
 */
export async function animateLayers(
  layers: AnimationLayers,
  preset: AnimationPreset,
): Promise<AnimatedSticker> {
  const source = await prepareLayers(layers);
  // The poster is drawn and encoded while ffmpeg works (it leaves part of a core free).
  const [encoded, poster] = await Promise.all([
    encodeAnimation(() => streamFrames(source, preset)),
    drawPoster(source, preset).then((frame) =>
      sharp(frame, { raw: { width: SIDE, height: SIDE, channels: 4 } })
        .webp({ quality: 85, alphaQuality: 90, effort: 4 })
        .toBuffer(),
    ),
  ]);
  return { ...encoded, poster, durationMs: Math.round((FRAME_COUNT / FPS) * 1000), fps: FPS };
}
