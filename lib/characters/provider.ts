import 'server-only';
import { env } from '@/lib/env';
import type { CharacterMaker } from './maker';

export type { CharacterMaker } from './maker';

export { UnsafeContentError } from '@/lib/ai/errors';

const g = globalThis as unknown as { __stickerCharacterMaker?: CharacterMaker };

/** Tests install a fake maker (undefined goes back to the configured one). */
export function setCharacterMaker(maker: CharacterMaker | undefined) {
  g.__stickerCharacterMaker = maker;
}

/** Replicate when REPLICATE_API_TOKEN is set, else the local CPU pipeline (loaded only in jobs). */
export async function getCharacterMaker(): Promise<CharacterMaker> {
  if (g.__stickerCharacterMaker) return g.__stickerCharacterMaker;
  const e = env();
  if (e.modes.ai === 'hosted') {
    const { createReplicateCharacterMaker } = await import('./replicate-provider');
    return createReplicateCharacterMaker({
      auth: e.replicate?.token ?? '',
      baseUrl: e.replicate?.baseUrl,
    });
  }
  const { localProvider } = await import('@/lib/media/provider');
  return localProvider;
}
