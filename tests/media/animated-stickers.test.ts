import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANIMATION_PRESETS } from '@/lib/config/animation';
import { type AnimationLayers, animateLayers, LIMITS, THUMB_SIDE } from '@/lib/media/animation';
import { drawFrame, prepareLayers } from '@/lib/media/animation/frames';
import { FFMPEG_PATH, runBinary } from '@/lib/media/animation/ffmpeg';
import { motionOf } from '@/lib/media/animation/motion';
import { probeMedia } from '@/lib/media/animation/probe';
import { FAMILY_STYLES, makeLayers } from './animation-layers';

// Every motion preset, each in one of three style families in turn (every family meets several
// presets), encoded for real and read back with ffprobe (WEBM) and sharp (animated WebP), against
// Telegram's video sticker rules and WhatsApp's animated sticker rules (docs/animated-stickers.md).
// The whole preset × family table, with sizes and times, is bench/animated.ts's: encoding all of it
// here would cost the suite minutes of CPU. One sticker at a time: each encode uses both cores.

const families = Object.entries(FAMILY_STYLES);
const layers: Record<string, AnimationLayers> = {};

beforeAll(async () => {
  for (const [family, style] of families) layers[family] = await makeLayers(style);
}, 120_000);

describe('animated stickers', () => {
  ANIMATION_PRESETS.forEach((preset, i) => {
    const [family] = families[i % families.length] as [string, unknown];
    it(`${preset} × ${family}: Telegram WEBM, WhatsApp WebP, thumbnail and poster within the rules`, async () => {
      const out = await animateLayers(layers[family] as AnimationLayers, preset);

      const webm = await probeMedia(out.webm);
      expect(webm.codec).toBe('vp9');
      // VP9's alpha travels as a side stream: ffprobe shows yuv420p with the alpha_mode tag.
      expect(webm.alphaMode || webm.pixFmt === 'yuva420p').toBe(true);
      expect(Math.max(webm.width, webm.height)).toBe(512);
      expect(Math.min(webm.width, webm.height)).toBeLessThanOrEqual(512);
      expect(webm.fps).toBeGreaterThan(0);
      expect(webm.fps).toBeLessThanOrEqual(30);
      expect(webm.durationS).toBeGreaterThan(0.5);
      expect(webm.durationS).toBeLessThanOrEqual(3);
      expect(webm.audio).toBe(false);
      expect(out.webm.length).toBeLessThanOrEqual(LIMITS.webm);
      // The alpha really is there: decoded, the corner stays clear in every frame and the body is opaque.
      const alpha = await decodedAlpha(out.webm, 512);
      expect(alpha.corner, 'transparent corner').toBe(0);
      expect(alpha.max, 'opaque body').toBe(255);

      const webp = await sharp(out.webp, { pages: -1 }).metadata();
      expect(webp.format).toBe('webp');
      expect(webp.pages).toBeGreaterThan(1);
      expect([webp.width, webp.pageHeight]).toEqual([512, 512]);
      expect(webp.hasAlpha).toBe(true);
      expect(webp.loop).toBe(0);
      const delays = webp.delay ?? [];
      expect(delays.length).toBe(webp.pages);
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(8);
      expect(delays.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
      expect(out.webp.length).toBeLessThanOrEqual(LIMITS.webp);

      const thumb = await probeMedia(out.thumb);
      expect([thumb.codec, thumb.width, thumb.height]).toEqual(['vp9', THUMB_SIDE, THUMB_SIDE]);
      expect(out.thumb.length).toBeLessThanOrEqual(LIMITS.thumb);
      const thumbAlpha = await decodedAlpha(out.thumb, THUMB_SIDE);
      expect([thumbAlpha.corner, thumbAlpha.max]).toEqual([0, 255]);

      const poster = await sharp(out.poster).stats();
      const meta = await sharp(out.poster).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
      // The poster shows the sticker: opaque pixels, and transparent ones around the die-cut.
      expect(poster.channels[3]?.max).toBe(255);
      expect(poster.channels[3]?.min).toBe(0);
    }, 90_000);
  });
});

describe('loops', () => {
  it('every preset ends where it starts, and moves in between', async () => {
    const source = await prepareLayers(layers.cartoon as AnimationLayers);
    for (const preset of ANIMATION_PRESETS) {
      const motion = motionOf(preset);
      const first = await drawFrame(source, motion.at(0));
      // The frame after the last one is the first again: a loop without a jump.
      const again = await drawFrame(source, motion.at(1 - 1e-9));
      const middle = await drawFrame(source, motion.at(0.45));
      expect(meanDiff(first, again), preset).toBeLessThan(1.5);
      expect(meanDiff(first, middle), preset).toBeGreaterThan(1.5);
    }
  }, 60_000);
});

/** A WEBM decoded with its alpha (libvpx reads the BlockAdditional stream): the top-left pixel's
 * most opaque alpha over all frames, and the most opaque alpha anywhere. */
async function decodedAlpha(webm: Buffer, side: number) {
  const rgba = await runBinary(
    FFMPEG_PATH,
    ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
    [webm],
  );
  let max = 0;
  let corner = 0;
  for (let f = 0; f < rgba.length; f += side * side * 4) {
    corner = Math.max(corner, rgba[f + 3] as number);
    for (let i = f + 3; i < f + side * side * 4; i += 4) max = Math.max(max, rgba[i] as number);
  }
  return { corner, max };
}

function meanDiff(a: Buffer, b: Buffer) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] as number) - (b[i] as number));
  return sum / a.length;
}
