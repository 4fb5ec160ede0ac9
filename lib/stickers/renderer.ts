import 'server-only';
import type { StyleLook } from '@/lib/config/styles';
import type { StickerEntry } from '@/lib/contracts/stickers';
import { env } from '@/lib/env';

/** A character tile the sticker is drawn from: 512 px WebP, die-cut, transparent (see lib/media). */
export type RenderTile = {
  data: Buffer;
  /** Head box in the tile's pixels (tile meta), when known: chibi styles enlarge it. */
  headBox?: { x: number; y: number; width: number; height: number } | null;
};

/** The style of one sticker: a catalogue style (with its local `look`) or an AI style (text only). */
export type RenderStyle = {
  reference: string | null;
  name: string;
  description: string;
  /** The hosted image model's prompt for this style. */
  prompt: string;
  /** The local pipeline's treatment; null for an AI style (the local renderer maps its words to one). */
  look: StyleLook | null;
};

export type StickerRenderInput = {
  /** 1–3 characters drawn together. */
  tiles: RenderTile[];
  style: RenderStyle;
  entry: StickerEntry;
  /** Label language code (lib/config/label-languages.ts). */
  labelLanguage: string;
  /** Moods picked on the page (lib/config/moods.ts ids). */
  moods: string[];
  /** Theme / context text. */
  context: string;
  /** Varies pose and framing deterministically per sticker. */
  seed: number;
};

export type StickerRenderer = {
  /** A Telegram-ready sticker: WebP, 512 px on its longer side (512×512 canvas), ≤ 512 KB, transparent. */
  render(input: StickerRenderInput): Promise<{ image: Buffer }>;
};

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
