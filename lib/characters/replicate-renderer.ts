import 'server-only';
import sharp from 'sharp';
import { createReplicateRunner, toDataUri } from '@/lib/ai/replicate';
import { BACKGROUND_MODEL, CHARACTER_MODEL } from '@/lib/config/ai';
import type { CharacterRenderer } from './renderer-types';

/** The local steps run on the model's output: background removal, then crop + die-cut + 512 WebP tile. */
export type TileMedia = {
  removeBackground: (png: Buffer) => Promise<Buffer>;
  toTile: (cutout: Buffer) => Promise<Buffer>;
};

export type ReplicateRendererOptions = {
  auth: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  pollIntervalMs?: number;
  /** Tests inject a fast stub; the default removes backgrounds on Replicate (hostedMedia). */
  media?: TileMedia;
};

/**
 * Hosted mode removes the background on Replicate too, so a serverless deployment never loads the
 * ~1 GB local segmentation model or its native runtime; only the cheap crop and die-cut run here.
 */
function hostedMedia(opts: ReplicateRendererOptions): TileMedia {
  const cutter = createReplicateRunner({
    auth: opts.auth,
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    timeoutMs: BACKGROUND_MODEL.timeoutMs,
    pollIntervalMs: opts.pollIntervalMs ?? BACKGROUND_MODEL.pollIntervalMs,
  });
  return {
    removeBackground: async (png) =>
      cutter.image(
        BACKGROUND_MODEL.version,
        BACKGROUND_MODEL.buildInput({ image: await toDataUri(png, { png: true }) }),
      ),
    toTile: async (cutout) => {
      const media = await import('@/lib/media/tile');
      const { cropToSubject } = await import('@/lib/media/crop');
      return media.makeTile(await cropToSubject(cutout));
    },
  };
}

/**
 * Character tiles from a hosted reference-image model: one prediction per photo, polled until done
 * or `timeoutMs`, output downloaded at once (Replicate deletes it after an hour; we fetch it
 * ourselves because a failed FileOutput download throws a ReferenceError in replicate 1.4).
 * A prediction refused for safety reasons throws UnsafeContentError: the job does not retry it.
 */
export function createReplicateCharacterRenderer(opts: ReplicateRendererOptions): CharacterRenderer {
  const runner = createReplicateRunner({
    auth: opts.auth,
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs ?? CHARACTER_MODEL.timeoutMs,
    pollIntervalMs: opts.pollIntervalMs ?? CHARACTER_MODEL.pollIntervalMs,
  });

  return {
    async render({ photos, name, description }) {
      // Predictions run in parallel (the wait is Replicate's); the local CPU steps run one at a time.
      const outputs = await Promise.all(
        photos.map(async (photo) => {
          const input = CHARACTER_MODEL.buildInput({ image: await toDataUri(photo), name, description });
          return runner.image(CHARACTER_MODEL.version, input);
        }),
      );
      const media = opts.media ?? hostedMedia(opts);
      const tiles: Buffer[] = [];
      for (const output of outputs) {
        const png = await sharp(output).png().toBuffer();
        tiles.push(await media.toTile(await media.removeBackground(png)));
      }
      return { tiles, mainIndex: 0 };
    },
  };
}
