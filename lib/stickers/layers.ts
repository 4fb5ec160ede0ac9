import 'server-only';
import { getDb } from '@/lib/db';
import { stickerLayersOf } from '@/lib/media/sticker/relabel';
import { loadLayer } from './layer-files';
import { findById, type StickerRow } from './queries';

/**
 * A sticker drawn apart, for motion (animated stickers) and label edits: both 512×512 PNG RGBA.
 * body: the sticker laid out for its current label but drawn without it, with its die-cut;
 * label: the label plate alone at its place with its own outline (null: no label, or placement 'none').
 */
export type StickerLayers = { body: Buffer; label: Buffer | null };

type LayerFields = Pick<StickerRow, 'layerKey' | 'layer' | 'label'>;

/**
 * The layers of one sticker from its kept figure (lib/stickers/layer-files.ts); null for stickers
 * drawn before layers were kept. Pass the row's layer fields to save a read; without them the
 * row is read, and a sticker that is not `userId`'s has no layers to give.
 */
export async function stickerLayers(
  sticker: { id: string; userId: string } & Partial<LayerFields>,
): Promise<StickerLayers | null> {
  let fields: LayerFields | undefined =
    sticker.layerKey !== undefined && sticker.layer !== undefined && sticker.label !== undefined
      ? { layerKey: sticker.layerKey, layer: sticker.layer, label: sticker.label }
      : undefined;
  if (!fields) {
    const row = await findById(await getDb(), sticker.id);
    if (!row || row.userId !== sticker.userId) return null;
    fields = row;
  }
  const kept = await loadLayer(fields);
  if (!kept || !fields.label) return null;
  return stickerLayersOf(kept.figure, kept.layout, fields.label);
}
