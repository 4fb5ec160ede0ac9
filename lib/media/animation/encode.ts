import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FFMPEG_PATH, EncodeError, runBinary } from './ffmpeg';
import { FPS, SIDE } from './frames';

// Limits of the targets (docs/animated-stickers.md): a Telegram video sticker is WEBM VP9 with
// alpha, ≤ 256 KB, ≤ 3 s, ≤ 30 fps, no audio; its set's video thumbnail 100×100 WEBM ≤ 32 KB; a
// WhatsApp animated sticker an animated WebP 512×512 ≤ 500 KB.
export const LIMITS = { webm: 256 * 1024, webp: 500 * 1024, thumb: 32 * 1024 } as const;
export const THUMB_SIDE = 100;
/**
 * WhatsApp's animated WebP and the set thumbnail run at half the video's rate: lossy WebP stores
 * every frame whole (about 20 KB each at 512 px), so half the frames keep it under its size cap.
 */
export const WEBP_FPS = 10;
// A loop takes a few CPU seconds; a minute means a stuck encoder, not a busy machine.
const ENCODE_TIMEOUT_MS = 60_000;

type Target = keyof typeof LIMITS;

// Quality steps tried in order until the file fits its limit (most stickers fit the first).
const LADDER: Record<Target, number[]> = {
  webm: [45, 52, 58, 63],
  webp: [45, 35, 25, 15],
  thumb: [45, 55, 63],
};

const vp9 = (crf: number) => [
  '-c:v',
  'libvpx-vp9',
  '-pix_fmt',
  'yuva420p',
  '-b:v',
  '0',
  '-crf',
  String(crf),
  // Alternate reference frames cannot carry the alpha plane in libvpx: off, or the alpha is lost.
  '-auto-alt-ref',
  '0',
  // The fastest "good" speed: as quick as realtime here and about 10 % smaller files.
  '-deadline',
  'good',
  '-cpu-used',
  '8',
  '-row-mt',
  '1',
  '-an',
  '-f',
  'webm',
];

function outputArgs(target: Target, step: number, file: string): string[] {
  const q = LADDER[target][Math.min(step, LADDER[target].length - 1)] as number;
  if (target === 'webm') return [...vp9(q), file];
  if (target === 'thumb')
    return ['-vf', `fps=${WEBP_FPS},scale=${THUMB_SIDE}:${THUMB_SIDE}:flags=area`, ...vp9(q), file];
  return [
    '-vf',
    `fps=${WEBP_FPS}`,
    '-c:v',
    'libwebp_anim',
    '-lossless',
    '0',
    '-quality',
    String(q),
    '-compression_level',
    '3',
    '-loop',
    '0',
    '-an',
    '-f',
    'webp',
    file,
  ];
}

/** `steps`: how many encodes each file took (1 = it fit at the first quality step). */
export type Encoded = { webm: Buffer; webp: Buffer; thumb: Buffer; steps: Record<Target, number> };

/**
 * Frames (FRAME_COUNT × 512×512 RGBA) piped once through one ffmpeg for the three files; a file
 * over its limit is encoded again alone at the next quality step. The muxers need a seekable output
 * (WEBM's duration, WebP's RIFF size), so they write into a private temporary folder removed here.
 */
export async function encodeAnimation(frames: Buffer[]): Promise<Encoded> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stickerfy-anim-'));
  try {
    const file = (t: Target) =>
      path.join(/*turbopackIgnore: true*/ dir, `${t}.${t === 'webp' ? 'webp' : 'webm'}`);
    const input = ['-hide_banner', '-loglevel', 'error', '-y', '-threads', '2'];
    const raw = [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${SIDE}x${SIDE}`,
      '-r',
      String(FPS),
      '-i',
      'pipe:0',
    ];
    const targets: Target[] = ['webm', 'webp', 'thumb'];
    await runBinary(
      FFMPEG_PATH,
      [...input, ...raw, ...targets.flatMap((t) => outputArgs(t, 0, file(t)))],
      frames,
      ENCODE_TIMEOUT_MS,
    );
    const out = { steps: { webm: 1, webp: 1, thumb: 1 } } as Encoded;
    for (const t of targets) {
      let data = await readFile(/*turbopackIgnore: true*/ file(t));
      for (let step = 1; data.length > LIMITS[t] && step < LADDER[t].length; step++) {
        out.steps[t] = step + 1;
        await runBinary(
          FFMPEG_PATH,
          [...input, ...raw, ...outputArgs(t, step, file(t))],
          frames,
          ENCODE_TIMEOUT_MS,
        );
        data = await readFile(/*turbopackIgnore: true*/ file(t));
      }
      if (data.length > LIMITS[t]) throw new EncodeError(`${t} is ${data.length} bytes, over ${LIMITS[t]}`);
      out[t] = data;
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
