import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FFMPEG_PATH, EncodeError, runBinary } from './ffmpeg';
import { FPS, SIDE } from './frames';
import { mergeAlpha } from './webm-alpha';

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

// Quality steps tried in order until the file fits its limit (most stickers fit the first). A
// video's step is [colour CRF, alpha CRF]: the alpha plane is a stream of its own
// (./webm-alpha.ts), kept sharper than the colours because a soft edge shows on any background.
const LADDER: Record<Target, number[][]> = {
  webm: [
    [45, 25],
    [52, 30],
    [58, 36],
    [63, 44],
  ],
  webp: [[45], [35], [25], [15]],
  thumb: [
    [45, 25],
    [55, 35],
    [63, 45],
  ],
};

const vp9 = (crf: number) => [
  '-c:v',
  'libvpx-vp9',
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  '0',
  '-crf',
  String(crf),
  // No alternate reference frames (a sticker's alpha never had them) and so no look-ahead, which
  // would only hold 25 frames per stream in memory.
  '-auto-alt-ref',
  '0',
  '-lag-in-frames',
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

// The alpha plane as the luma of a grey video, byte for byte (full range in and out: a limited
// range would turn transparent into 16 and opaque into 235).
const ALPHA = 'alphaextract,scale=in_range=full:out_range=full';
const THUMB_SCALE = `fps=${WEBP_FPS},scale=${THUMB_SIDE}:${THUMB_SIDE}:flags=area`;

type Output = 'webm' | 'webmAlpha' | 'webp' | 'thumb' | 'thumbAlpha';
const OUTPUTS_OF: Record<Target, Output[]> = {
  webm: ['webm', 'webmAlpha'],
  webp: ['webp'],
  thumb: ['thumb', 'thumbAlpha'],
};

function outputArgs(out: Output, step: number, file: string): string[] {
  const target: Target = out === 'webmAlpha' ? 'webm' : out === 'thumbAlpha' ? 'thumb' : out;
  const ladder = LADDER[target];
  const [colour, alpha] = ladder[Math.min(step, ladder.length - 1)] as number[];
  if (out === 'webm') return ['-vf', 'format=yuv420p', ...vp9(colour as number), file];
  if (out === 'webmAlpha') return ['-vf', ALPHA, ...vp9(alpha as number), file];
  if (out === 'thumb') return ['-vf', THUMB_SCALE, ...vp9(colour as number), file];
  if (out === 'thumbAlpha')
    return ['-vf', `${THUMB_SCALE},format=rgba,${ALPHA}`, ...vp9(alpha as number), file];
  return [
    '-vf',
    `fps=${WEBP_FPS}`,
    '-c:v',
    'libwebp_anim',
    '-lossless',
    '0',
    '-quality',
    String(colour),
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

/** The frames of one loop in order (FRAME_COUNT × 512×512 RGBA); called again for a re-encode. */
export type FrameStream = () => AsyncIterable<Buffer> | Iterable<Buffer>;

/**
 * Frames piped through two ffmpeg runs for all the files, as they are drawn (never all held); a
 * file over its limit is encoded again alone, from the frames drawn again, at the next quality
 * step. The muxers need a seekable output (WEBM's duration, WebP's RIFF size), so they write into
 * a private temporary folder removed here.
 */
export async function encodeAnimation(frames: FrameStream): Promise<Encoded> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stickerfy-anim-'));
  try {
    const file = (o: Output) =>
      path.join(/*turbopackIgnore: true*/ dir, `${o}.${o === 'webp' ? 'webp' : 'webm'}`);
    const input = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
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
    const encode = (outputs: Output[], step: number) =>
      runBinary(
        FFMPEG_PATH,
        [...input, ...outputs.flatMap((o) => outputArgs(o, step, file(o)))],
        frames(),
        ENCODE_TIMEOUT_MS,
      );
    const read = async (t: Target) => {
      if (t === 'webp') return readFile(/*turbopackIgnore: true*/ file('webp'));
      const [colour, alpha] = OUTPUTS_OF[t] as [Output, Output];
      const side = t === 'webm' ? SIDE : THUMB_SIDE;
      return mergeAlpha(
        await readFile(/*turbopackIgnore: true*/ file(colour)),
        await readFile(/*turbopackIgnore: true*/ file(alpha)),
        {
          width: side,
          height: side,
          fps: t === 'webm' ? FPS : WEBP_FPS,
        },
      );
    };
    const targets: Target[] = ['webm', 'webp', 'thumb'];
    // Two ffmpeg runs side by side, each fed the frames drawn anew: one ffmpeg encodes its outputs
    // one after another frame by frame, and VP9's own threads keep only part of a second core busy
    // at 512 px, so two runs finish a loop in about half the wall time for a little more CPU.
    await Promise.all([encode(['webm', 'thumb', 'thumbAlpha'], 0), encode(['webmAlpha', 'webp'], 0)]);
    const out = { steps: { webm: 1, webp: 1, thumb: 1 } } as Encoded;
    for (const t of targets) {
      let data = await read(t);
      for (let step = 1; data.length > LIMITS[t] && step < LADDER[t].length; step++) {
        out.steps[t] = step + 1;
        await encode(OUTPUTS_OF[t], step);
        data = await read(t);
      }
      if (data.length > LIMITS[t]) throw new EncodeError(`${t} is ${data.length} bytes, over ${LIMITS[t]}`);
      out[t] = data;
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
