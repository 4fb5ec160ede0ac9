import 'server-only';
import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { CHARACTER_MODEL } from '@/lib/config/ai';
import { type CharacterMaker, UnsafeContentError } from './provider';

/** The local steps run on the model's output: background removal, then crop + die-cut + 512 WebP tile. */
export type TileMedia = {
  removeBackground: (png: Buffer) => Promise<Buffer>;
  toTile: (cutout: Buffer) => Promise<Buffer>;
};

export type ReplicateMakerOptions = {
  auth: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  pollIntervalMs?: number;
  /** Tests inject a fast stub; the default is the media pipeline (CPU background removal). */
  media?: TileMedia;
};

const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);
const UNSAFE = /nsfw|safety|unsafe|sensitive content|content policy/i;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function defaultMedia(): Promise<TileMedia> {
  const media = await import('@/lib/media/provider');
  return {
    removeBackground: (png) => media.removeBackground(png),
    toTile: async (cutout) => media.makeTile(await media.cropToSubject(cutout)),
  };
}

// replicate 1.4 bug (NOTES): with Buffer inputs the client serialises itself, token included,
// into the request. So inputs are data URIs we build, downscaled to keep the request small.
async function toDataUri(photo: Buffer): Promise<string> {
  const jpeg = await sharp(photo)
    .rotate()
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

function outputUrls(output: unknown): string[] {
  const list = Array.isArray(output) ? output : [output];
  return list.filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u));
}

function describeError(p: Prediction): string {
  const e = p.error;
  return typeof e === 'string' ? e : e ? JSON.stringify(e) : `prediction ${p.status}`;
}

/**
 * Character tiles from a hosted reference-image model: one prediction per photo, polled until done
 * or `timeoutMs`, output downloaded at once (Replicate deletes it after an hour; we fetch it
 * ourselves because a failed FileOutput download throws a ReferenceError in replicate 1.4).
 * A prediction refused for safety reasons throws UnsafeContentError: the job does not retry it.
 */
export function createReplicateCharacterMaker(opts: ReplicateMakerOptions): CharacterMaker {
  const doFetch = opts.fetch ?? globalThis.fetch;
  const client = new Replicate({
    auth: opts.auth,
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    useFileOutput: false,
  });
  const timeoutMs = opts.timeoutMs ?? CHARACTER_MODEL.timeoutMs;
  const pollMs = opts.pollIntervalMs ?? CHARACTER_MODEL.pollIntervalMs;

  async function predict(input: object): Promise<Prediction> {
    let prediction = await client.predictions.create({ version: CHARACTER_MODEL.version, input });
    const deadline = Date.now() + timeoutMs;
    while (!TERMINAL.has(prediction.status)) {
      if (Date.now() >= deadline) {
        await client.predictions.cancel(prediction.id).catch(() => {});
        throw new Error(`Replicate prediction ${prediction.id} timed out after ${timeoutMs} ms`);
      }
      await sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())));
      prediction = await client.predictions.get(prediction.id);
    }
    return prediction;
  }

  async function download(url: string): Promise<Buffer> {
    const res = await doFetch(url, { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`Could not download the model output (${res.status})`);
    const data = Buffer.from(await res.arrayBuffer());
    if (data.length === 0) throw new Error('The model output is empty');
    return data;
  }

  return {
    async makeCharacter({ photos, name, description }) {
      // Predictions run in parallel (the wait is Replicate's); the local CPU steps run one at a time.
      const outputs = await Promise.all(
        photos.map(async (photo) => {
          const input = CHARACTER_MODEL.buildInput({ image: await toDataUri(photo), name, description });
          const prediction = await predict(input);
          if (prediction.status !== 'succeeded') {
            const message = describeError(prediction);
            if (UNSAFE.test(message)) throw new UnsafeContentError(message);
            throw new Error(`Replicate prediction ${prediction.status}: ${message}`);
          }
          const [url] = outputUrls(prediction.output);
          if (!url) throw new Error('Replicate prediction returned no image');
          return download(url);
        }),
      );
      const media = opts.media ?? (await defaultMedia());
      const tiles: Buffer[] = [];
      for (const output of outputs) {
        const png = await sharp(output).png().toBuffer();
        tiles.push(await media.toTile(await media.removeBackground(png)));
      }
      return { tiles, mainIndex: 0 };
    },
  };
}
