import { encodePng, type Raw, rawSharp, toRaw } from '../raw';
import { type LayoutParts, layoutPlaced } from './layout';
import { rng } from './random';
import type { KeptLayout, LabelLook } from './types';

// A sticker's label drawn again on the same figure (docs/product-rules.md, label edits). The
// renderer keeps the figure as it was before the layout (lossless) and what the layout read
// besides the label (this StickerLayout): the same layout run again with another label gives the
// same sticker with that label, and nothing is drawn by a model again.

/** What the layout of one sticker read besides the label: JSON, stored with the sticker. */
export type StickerLayout = Omit<KeptLayout, 'parts'> & {
  /** The drawn parts, heads, faces and hand the layout placed; null for a hosted model's figure. */
  parts: LayoutParts | null;
};

/** A label as it is drawn: the text in its language, and its look. */
export type LabelSpec = { text: string; language: string } & LabelLook;

/** The figure before the layout, kept lossless: a relabel draws exactly the same figure. */
export const encodeFigure = (r: Raw) => rawSharp(r).png({ compressionLevel: 3 }).toBuffer();

/** The seed's sequence from where the layout first drew from it. */
function replay(layout: StickerLayout): () => number {
  const r = rng(layout.seed);
  for (let i = 0; i < layout.draws; i++) r();
  return r;
}

const inputOf = (layout: StickerLayout, label: LabelSpec) => ({
  entry: { labelText: label.text },
  labelLanguage: label.language,
  moods: layout.moods,
  seed: layout.seed,
  style: { look: layout.outline ? { outline: layout.outline } : null },
  labelLook: { color: label.color, outline: label.outline, placement: label.placement },
});

type PlaceOptions = { layers?: boolean; encode?: (r: Raw) => Promise<Buffer> };

async function place(figure: Buffer | Raw, layout: StickerLayout, label: LabelSpec, opts: PlaceOptions) {
  const raw = Buffer.isBuffer(figure) ? await toRaw(figure) : figure;
  const parts = layout.parts ?? undefined;
  return layoutPlaced(raw, inputOf(layout, label), replay(layout), layout.fill, parts, opts);
}

/** The sticker with this label: the same WebP the renderer makes (512×512, Telegram-ready). */
export async function relabelSticker(figure: Buffer | Raw, layout: StickerLayout, label: LabelSpec) {
  return (await place(figure, layout, label, {})).image;
}

/** A quick look at the sticker with this label: the same drawing, encoded lighter for the screen only. */
export async function previewSticker(figure: Buffer | Raw, layout: StickerLayout, label: LabelSpec) {
  const encode = (r: Raw) => rawSharp(r).webp({ quality: 75, alphaQuality: 80, effort: 0 }).toBuffer();
  return (await place(figure, layout, label, { encode })).image;
}

/** The sticker apart: the body without its label and the label alone, each a 512×512 PNG in place. */
export async function stickerLayersOf(figure: Buffer | Raw, layout: StickerLayout, label: LabelSpec) {
  const { layers } = await place(figure, layout, label, { layers: true });
  if (!layers) throw new Error('The layout returned no layers');
  return { body: await encodePng(layers.body), label: layers.label ? await encodePng(layers.label) : null };
}
