import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { runBinary } from './ffmpeg';

// ffprobe is a development dependency: tests and the bench read the files back with it; the app never does.
const FFPROBE_PATH: string = ffprobeInstaller.path;

/** What ffprobe reads from a WEBM or WebP (tests, bench): checked against Telegram's and WhatsApp's rules. */
export type Probe = {
  codec: string;
  pixFmt: string;
  /** The WEBM's alpha_mode tag: VP9's alpha plane is a side stream ffprobe reports as yuv420p + this tag. */
  alphaMode: boolean;
  width: number;
  height: number;
  fps: number;
  durationS: number;
  frames: number;
  audio: boolean;
};

const rate = (r: string | undefined) => {
  const [n, d] = (r ?? '0/1').split('/').map(Number);
  return d ? (n as number) / d : 0;
};

/** ffprobe reads the file from stdin (no temporary file). */
export async function probeMedia(file: Buffer): Promise<Probe> {
  const json = await runBinary(
    FFPROBE_PATH,
    ['-v', 'error', '-count_frames', '-show_streams', '-show_format', '-of', 'json', 'pipe:0'],
    [file],
  );
  const parsed = JSON.parse(json.toString()) as {
    streams: Record<string, unknown>[];
    format?: { duration?: string };
  };
  const video = parsed.streams.find((s) => s.codec_type === 'video') ?? {};
  const tags = (video.tags ?? {}) as Record<string, string>;
  const frames = Number(video.nb_read_frames ?? video.nb_frames ?? 0);
  const fps = rate(video.avg_frame_rate as string) || rate(video.r_frame_rate as string);
  return {
    codec: String(video.codec_name ?? ''),
    pixFmt: String(video.pix_fmt ?? ''),
    alphaMode: tags.alpha_mode === '1' || tags.ALPHA_MODE === '1',
    width: Number(video.width ?? 0),
    height: Number(video.height ?? 0),
    fps,
    durationS: Number(parsed.format?.duration ?? video.duration ?? 0),
    frames,
    audio: parsed.streams.some((s) => s.codec_type === 'audio'),
  };
}
