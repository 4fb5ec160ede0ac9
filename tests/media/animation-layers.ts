import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { estimateHeadBox } from '@/lib/media/head-box';
import { renderLabel } from '@/lib/media/label/render-label';
import { blankRaw, encodePng, placeRaw, toRaw } from '@/lib/media/raw';
import { drawLocalSticker } from '@/lib/media/sticker';
import type { RenderTile } from '@/lib/media/sticker/types';
import { makeTile } from '@/lib/media/tile';
import type { AnimationLayers } from '@/lib/media/animation';
import { renderInput } from './sticker-render-helpers';

// Layers the way the renderer keeps them (lib/stickers/layers.ts): the die-cut sticker drawn with
// an empty label, and the label plate alone on a 512×512 canvas where a bottom label sits.

/** One family per kind of drawing: a drawn cartoon body, a glowing neon one, the photo cut-out. */
export const FAMILY_STYLES = { cartoon: 'cartoon', neon: 'neon-cyan', photo: 'classic' } as const;

/** A catalogue style of every drawing family (lib/media/sticker/families.ts) and the chibi body. */
export const ALL_FAMILY_STYLES = {
  cartoon: 'cartoon',
  comic: 'comic',
  'pop-art': 'pop-art',
  pixel: 'pixel',
  watercolour: 'pastel',
  'line art': 'frosty',
  neon: 'neon-cyan',
  metallic: 'gold',
  duotone: 'duotone',
  chibi: 'chibi',
  photo: 'classic',
} as const;

let tile: Promise<RenderTile> | null = null;
export function astronautTile(): Promise<RenderTile> {
  tile ??= (async () => {
    const cutout = fs.readFileSync(path.resolve('tests/fixtures/cutouts/astronaut.png'));
    const data = await makeTile(cutout);
    return { data, headBox: estimateHeadBox(await toRaw(data)) };
  })();
  return tile;
}

export async function labelPlate(text: string, language = 'en'): Promise<Buffer | null> {
  const plate = await renderLabel({ text, language, maxWidth: 440, maxHeight: 120 });
  if (!plate) return null;
  const canvas = blankRaw(512, 512);
  placeRaw(canvas, plate, Math.round((512 - plate.width) / 2), 500 - plate.height);
  return encodePng(canvas);
}

export async function makeLayers(styleReference: string, labelText = 'Yes!'): Promise<AnimationLayers> {
  const input = renderInput(await astronautTile(), 'waving hello', 5, styleReference);
  const drawn = await drawLocalSticker({ ...input, entry: { ...input.entry, labelText: '' } });
  const body = await sharp(drawn.image).png().toBuffer();
  return { body, label: await labelPlate(labelText) };
}
