import 'server-only';
import { liveAsync } from '@/lib/registry';
import type { CharacterRenderer } from './renderer-types';

export type { CharacterRenderer } from './renderer-types';

export { UnsafeContentError } from '@/lib/ai/errors';

declare module '@/lib/registry/slots' {
  interface Slots {
    characterRenderer: CharacterRenderer;
  }
}

/** The live renderer (lib/registry): the local CPU pipeline, or Replicate when REPLICATE_API_TOKEN is set. */
export function getCharacterRenderer(): Promise<CharacterRenderer> {
  // Loaded on first use only, in jobs: each mode's code stays out of the other's processes.
  return liveAsync('characterRenderer', {
    embedded: async () => (await import('@/lib/media/character-renderer')).localCharacterRenderer,
    hosted: async (e) =>
      (await import('./replicate-renderer')).createReplicateCharacterRenderer({
        auth: e.replicate?.token ?? '',
        baseUrl: e.replicate?.baseUrl,
      }),
  });
}
