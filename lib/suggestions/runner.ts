import 'server-only';
import { liveAsync } from '@/lib/registry';
import type { TextRunner } from './replicate';

declare module '@/lib/registry/slots' {
  interface Slots {
    /** null: the local composer (lib/suggestions/local) writes the suggestions. */
    textRunner: TextRunner | null;
  }
}

/** The live runner (lib/registry): the hosted language model when REPLICATE_API_TOKEN is set, else null. */
export function getTextRunner(): Promise<TextRunner | null> {
  return liveAsync('textRunner', {
    embedded: async () => null,
    hosted: async () => (await import('./replicate')).replicateTextRunner(),
  });
}
