import sharp from 'sharp';
import { STYLE_SEEDS } from '@/lib/config/styles';
import type { Raw } from '@/lib/media/raw';
import type { RenderStyle, RenderTile, StickerRenderInput } from '@/lib/media/sticker/types';

// What the sticker media tests share: a render input for one tile and description, the style of a
// catalogue reference, and a sticker's pixels. Distances between stickers use the same measure as
// the style matrix (lib/media/sticker/style-distance.ts previewDistance).
export { previewDistance as difference } from '@/lib/media/sticker/style-distance';

export function catalogueStyle(reference: string): RenderStyle {
  const s = STYLE_SEEDS.find((x) => x.reference === reference);
  if (!s) throw new Error(`style ${reference} missing`);
  const { name, description, prompt, look } = s;
  return { reference, name, description, prompt, look };
}

export const renderInput = (
  tile: RenderTile,
  description: string,
  seed = 5,
  reference = 'cartoon',
): StickerRenderInput => ({
  tiles: [tile],
  style: catalogueStyle(reference),
  entry: {
    name: 'Sticker',
    labelText: 'Yes!',
    description,
    theme: '',
    pose: '',
    visualFlair: '',
    fontStyle: '',
  },
  labelLanguage: 'en',
  moods: [],
  context: '',
  seed,
});

export async function rawOf(webp: Buffer): Promise<Raw> {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
