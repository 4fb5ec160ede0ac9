import 'server-only';
import sharp from 'sharp';
import { createReplicateRunner, toDataUri } from '@/lib/ai/replicate';
import { CHARACTER_MODEL } from '@/lib/config/ai';
import type { CharacterMaker } from './provider';

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

async function defaultMedia(): Promise<TileMedia> {
  const media = await import('@/lib/media/provider');
  return {
    removeBackground: (png) => media.removeBackground(png),
    toTile: async (cutout) => media.makeTile(await media.cropToSubject(cutout)),
  };
}

/**
 * Character tiles from a hosted reference-image model: one prediction per photo, polled until done
 * or `timeoutMs`, output downloaded at once (Replicate deletes it after an hour; we fetch it
 * ourselves because a failed FileOutput download throws a ReferenceError in replicate 1.4).
 * A prediction refused for safety reasons throws UnsafeContentError: the job does not retry it.
 */
export function createReplicateCharacterMaker(opts: ReplicateMakerOptions): CharacterMaker {
  const runner = createReplicateRunner({
    auth: opts.auth,
    baseUrl: opts.baseUrl,
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs ?? CHARACTER_MODEL.timeoutMs,
    pollIntervalMs: opts.pollIntervalMs ?? CHARACTER_MODEL.pollIntervalMs,
  });

  return {
    async makeCharacter({ photos, name, description }) {
      // Predictions run in parallel (the wait is Replicate's); the local CPU steps run one at a time.
      const outputs = await Promise.all(
        photos.map(async (photo) => {
          const input = CHARACTER_MODEL.buildInput({ image: await toDataUri(photo), name, description });
          return runner.image(CHARACTER_MODEL.version, input);
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
