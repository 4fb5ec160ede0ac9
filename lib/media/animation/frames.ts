import sharp from 'sharp';
import type { AnimationPreset } from '@/lib/config/animation';
import { alphaBBox, type Raw, toRaw } from '../raw';
import { type Frame, motionOf, type Pose } from './motion';
import { blendOver } from './blend';
import { sparkleStamps, stampSparkles } from './sparkles';

/** What an animation is drawn from: 512×512 RGBA PNGs, the die-cut body and the label plate alone. */
export type AnimationLayers = { body: Buffer; label: Buffer | null };

export const SIDE = 512;
export const FPS = 20;
/** Two seconds at 20 fps: within Telegram's 3 s and 30 fps, long enough for two hops, beats or shakes. */
export const FRAME_COUNT = 40;
// Motions move the layers up to ~30 px and scale them up to 10 %: the whole drawing is first
// shrunk a little about the canvas centre so no frame cuts the die-cut's outline at an edge.
const ROOM = 0.88;

/** One layer cut to its pixels, with where its box sits on the (already shrunk) canvas. */
type Cut = { raw: Raw; cx: number; cy: number; bottom: number; w: number; h: number };

async function cut(png: Buffer): Promise<Cut | null> {
  const full = await toRaw(png);
  const box = alphaBBox(full, 1);
  if (!box) return null;
  const { data, info } = await sharp(full.data, {
    raw: { width: full.width, height: full.height, channels: 4 },
  })
    .extract(box)
    .resize(Math.max(1, Math.round(box.width * ROOM)), Math.max(1, Math.round(box.height * ROOM)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const c = SIDE / 2;
  const cx = c + (box.left + box.width / 2 - c) * ROOM;
  const cy = c + (box.top + box.height / 2 - c) * ROOM;
  return {
    raw: { data, width: info.width, height: info.height },
    cx,
    cy,
    bottom: cy + info.height / 2,
    w: info.width,
    h: info.height,
  };
}

const isRest = (p: Pose) =>
  p.x === 0 && p.y === 0 && p.sx === 1 && p.sy === 1 && p.rot === 0 && p.reveal >= 1;

/** The layer in its pose: scaled, rotated, cut to its revealed share; and where its centre lands. */
async function posed(layer: Cut, p: Pose): Promise<{ raw: Raw; cx: number; cy: number } | null> {
  if (p.alpha <= 0.004) return null;
  const w = Math.round(layer.w * p.sx);
  const h = Math.round(layer.h * p.sy);
  if (w < 2 || h < 2) return null;
  // Scaling about the bottom keeps the feet on the ground; the centre moves by what the height lost.
  const cy = p.anchor === 'bottom' ? layer.bottom - h / 2 : layer.cy;
  let raw = layer.raw;
  if (!isRest(p)) {
    let img = sharp(layer.raw.data, { raw: { width: layer.w, height: layer.h, channels: 4 } });
    if (p.reveal < 1) {
      const shown = Math.max(1, Math.round(layer.w * p.reveal));
      img = sharp(
        await img
          .extract({ left: 0, top: 0, width: shown, height: layer.h })
          .extend({ right: layer.w - shown, background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .raw()
          .toBuffer(),
        { raw: { width: layer.w, height: layer.h, channels: 4 } },
      );
    }
    if (w !== layer.w || h !== layer.h) img = img.resize(w, h, { fit: 'fill', kernel: 'linear' });
    if (Math.abs(p.rot) > 0.01) img = img.rotate(p.rot, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    raw = { data, width: info.width, height: info.height };
  }
  return { raw, cx: layer.cx + p.x, cy: cy + p.y };
}

export type FrameSource = { body: Cut; label: Cut | null; stamps: Raw[] };

export async function prepareLayers(layers: AnimationLayers): Promise<FrameSource> {
  const body = await cut(layers.body);
  if (!body) throw new Error('The sticker has no visible body to animate');
  const label = layers.label ? await cut(layers.label) : null;
  return { body, label, stamps: await sparkleStamps() };
}

/** One frame, 512×512 straight RGBA. */
export async function drawFrame(src: FrameSource, frame: Frame): Promise<Buffer> {
  const canvas: Raw = { data: Buffer.alloc(SIDE * SIDE * 4), width: SIDE, height: SIDE };
  const body = await posed(src.body, frame.body);
  if (body) blendOver(canvas, body.raw, body.cx, body.cy, frame.body.alpha);
  if (frame.sparkles !== null) stampSparkles(canvas, src.stamps, src.body, frame.sparkles);
  const label = src.label ? await posed(src.label, frame.label) : null;
  if (label) blendOver(canvas, label.raw, label.cx, label.cy, frame.label.alpha);
  return canvas.data;
}

/**
 * Every frame of one loop, in order, drawn one at a time as the encoder takes them: a sticker holds
 * one frame (1 MB), not the loop's 40.
 */
export async function* streamFrames(src: FrameSource, preset: AnimationPreset): AsyncGenerator<Buffer> {
  const motion = motionOf(preset);
  for (let i = 0; i < FRAME_COUNT; i++) yield drawFrame(src, motion.at(i / FRAME_COUNT));
}

/** The still that stands for the animation (its poster), drawn at the preset's resting phase. */
export const drawPoster = (src: FrameSource, preset: AnimationPreset) => {
  const motion = motionOf(preset);
  return drawFrame(src, motion.at(motion.posterAt));
};
