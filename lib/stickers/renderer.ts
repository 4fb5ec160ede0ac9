import 'server-only';
import type { StickerRenderer } from '@/lib/media/sticker/types';
import { liveAsync } from '@/lib/registry';

export type { RenderStyle, RenderTile, StickerRenderer, StickerRenderInput } from '@/lib/media/sticker/types';

declare module '@/lib/registry/slots' {
  interface Slots {
    stickerRenderer: StickerRenderer;
  }
}

/** The live renderer (lib/registry): the local CPU pipeline, or Replicate when REPLICATE_API_TOKEN is set. */
export function getStickerRenderer(): Promise<StickerRenderer> {
  // Loaded on first use only, in jobs: each mode's code stays out of the other's processes.
  return liveAsync('stickerRenderer', {
    embedded: async () => (await import('@/lib/media/sticker')).localStickerRenderer,
    hosted: async () => (await import('./replicate-renderer')).createReplicateStickerRenderer(),
  });
}
