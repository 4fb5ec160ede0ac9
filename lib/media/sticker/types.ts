import type { StyleLook } from '@/lib/config/style-types';
import type { StickerEntry } from '@/lib/contracts/stickers';

// What a sticker renderer (local: lib/media/sticker; hosted: lib/stickers/replicate-renderer) takes.
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
  /** The label's colour, outline and place; absent: the look every sticker had before (./layout.ts). */
  labelLook?: LabelLook;
};

/** Where the label goes on the sticker: under the figure (the default), above it, or nowhere. */
export type LabelPlacement = 'top' | 'bottom' | 'none';

/** How the label is drawn; each absent field keeps the default look. */
export type LabelLook = {
  /** Fill colour of the letters (hex); default: the style's label colour. */
  color?: string;
  /** Colour of the letters' own outline (hex); default white. */
  outline?: string;
  placement?: LabelPlacement;
};

/** A drawn sticker and what it was drawn with. */
export type StickerRenderResult = {
  /** A Telegram-ready sticker: WebP, 512 px on its longer side (512×512 canvas), ≤ 512 KB, transparent. */
  image: Buffer;
  /** The drawn parts its words asked for (lib/media/sticker/parts ids: wear, prop, effect, bubble). */
  parts: string[];
  /**
   * What the label can be drawn again from (lib/media/sticker/relabel.ts): the figure before the
   * layout as a lossless PNG and the layout's context. Absent from renderers that do not keep it.
   */
  layer?: { figure: Buffer; layout: KeptLayout };
};

export type StickerRenderer = {
  render(input: StickerRenderInput): Promise<StickerRenderResult>;
};

/**
 * The layout's context kept with a sticker, as JSON (lib/media/sticker/relabel.ts StickerLayout,
 * which types `parts` as the layout's LayoutParts; typed loosely here so this file imports no layout).
 */
export type KeptLayout = {
  seed: number;
  /** How many numbers of the seed's sequence the figure drew before the layout started. */
  draws: number;
  moods: string[];
  fill: string;
  outline: string | null;
  parts: unknown;
};
