import 'server-only';
import type { StickerLayout } from '@/lib/media/sticker/relabel';
import type { StickerRenderResult } from '@/lib/media/sticker/types';
import { getStorage, newBlobKey } from '@/lib/storage';
import type { StickerRow } from './queries';

// A sticker's kept layer (docs/product-rules.md, label edits): the figure before the layout, always
// in its owner's private space whoever may see the sticker (it is never shown, only drawn from), so
// it never moves when the sticker's images do (./image-access.ts) and goes with the account.

export type StickerLabel = NonNullable<StickerRow['label']>;

/** Stores the figure a renderer kept; what goes on the sticker's row with it. */
export async function storeLayer(
  userId: string,
  layer: NonNullable<StickerRenderResult['layer']>,
  label: Pick<StickerLabel, 'text' | 'language'> & Partial<StickerLabel>,
) {
  const layerKey = newBlobKey('layers', 'png', userId);
  await getStorage().put(layerKey, layer.figure, { contentType: 'image/png', access: 'private' });
  return {
    layerKey,
    layer: layer.layout as unknown as Record<string, unknown>,
    // The label as the renderer drew it: by default the style's colour, white outline, under the figure.
    label: { color: layer.layout.fill, outline: '#ffffff', placement: 'bottom', ...label } as StickerLabel,
  };
}

/** The kept figure and layout of a sticker; null when it has none (drawn before they were kept) or the file is gone. */
export async function loadLayer(row: Pick<StickerRow, 'layerKey' | 'layer'>) {
  if (!row.layerKey || !row.layer) return null;
  const blob = await getStorage().get(row.layerKey);
  if (!blob) return null;
  return { figure: blob.data, layout: row.layer as unknown as StickerLayout };
}
