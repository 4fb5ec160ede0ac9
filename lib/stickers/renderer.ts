import 'server-only';
import type { StickerRenderer } from '@/lib/media/sticker/types';
import { env } from '@/lib/env';

export type { RenderStyle, RenderTile, StickerRenderer, StickerRenderInput } from '@/lib/media/sticker/types';

const g = globalThis as unknown as { __stickerRenderer?: StickerRenderer };

/** Tests install a fake renderer (undefined goes back to the configured one). */
export function setStickerRenderer(renderer: StickerRenderer | undefined) {
  g.__stickerRenderer = renderer;
}

/** Replicate when REPLICATE_API_TOKEN is set, else the local CPU renderer (loaded only in jobs). */
export async function getStickerRenderer(): Promise<StickerRenderer> {
  if (g.__stickerRenderer) return g.__stickerRenderer;
  if (env().modes.ai === 'hosted') {
    const { createReplicateStickerRenderer } = await import('./replicate-renderer');
    return createReplicateStickerRenderer();
  }
  const { localStickerRenderer } = await import('@/lib/media/sticker');
  return localStickerRenderer;
}
