import 'server-only';
import { type Api, GrammyError, InputFile } from 'grammy';
import type { InputSticker, StickerSet } from 'grammy/types';
import { resolve } from '@/lib/registry/slots';
import { getBot } from '@/lib/telegram/bot';
import { codeForDescription, PublishError } from './errors';

// Every Bot API call of the publishing jobs goes through `tg`: a short flood-control wait (429
// `retry_after`) is slept through and the same call repeated; a longer one is a FLOOD_WAIT error with
// its retry_after, which the job turns into a step.sleep and resumes from (lib/sticker-sets/publish.ts).
// Other 4xx answers become PublishErrors (permanent); network errors and 5xx are rethrown as they
// are, for the job runtime to retry.

/** How `tg` waits out flood control; tests put in their own clock (registry.override). */
export type FloodPolicy = {
  sleep: (ms: number) => Promise<void>;
  /** A longer wait is not slept through inside the call: the job sleeps (FLOOD_WAIT with retryAfter). */
  maxFloodWaitS: number;
  floodRetries: number;
};

declare module '@/lib/registry/slots' {
  interface Slots {
    floodPolicy: FloodPolicy;
  }
}

export const DEFAULT_FLOOD_POLICY: FloodPolicy = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  maxFloodWaitS: 60,
  floodRetries: 3,
};

export async function tg<T>(call: (api: Api) => Promise<T>): Promise<T> {
  const policy = resolve('floodPolicy', () => DEFAULT_FLOOD_POLICY);
  for (let attempt = 0; ; attempt++) {
    try {
      return await call(getBot().api);
    } catch (err) {
      if (!(err instanceof GrammyError)) throw err;
      if (err.error_code === 429) {
        const wait = err.parameters?.retry_after ?? 1;
        if (wait > policy.maxFloodWaitS || attempt >= policy.floodRetries)
          throw new PublishError('FLOOD_WAIT', `Telegram flood control: retry after ${wait} s`, wait);
        await policy.sleep(wait * 1000);
        continue;
      }
      if (err.error_code >= 500) throw err;
      throw new PublishError(codeForDescription(err.description), `${err.method}: ${err.description}`);
    }
  }
}

/** The set as Telegram has it, or null when there is no set of that name. */
export async function getSetOrNull(name: string): Promise<StickerSet | null> {
  try {
    return await tg((api) => api.getStickerSet(name));
  } catch (err) {
    if (err instanceof PublishError && /STICKERSET_INVALID|not found/i.test(err.message)) return null;
    throw err;
  }
}

/**
 * One sticker for createNewStickerSet, addStickerToSet or replaceStickerInSet. Each carries its own
 * format (Bot API 7.2+), so a set may mix static images and video stickers (WEBM).
 */
export const inputSticker = (
  image: Buffer,
  format: 'webp' | 'png' | 'webm',
  emoji: string[],
): InputSticker => ({
  sticker: new InputFile(image, `sticker.${format}`),
  format: format === 'webm' ? 'video' : 'static',
  emoji_list: emoji,
});
