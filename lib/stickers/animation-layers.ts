import 'server-only';
import sharp from 'sharp';
import type { AnimationLayers } from '@/lib/media/animation';
import { getStorage } from '@/lib/storage';
import { stickerLayers } from './layers';
import type { StickerRow } from './queries';

/**
 * What a sticker's animation is drawn from: the renderer's kept layers (the body without its label
 * and the label plate, lib/stickers/layers.ts), so the label moves on its own (typed in, counter-
 * swung). Stickers drawn before layers were kept move as one piece: their final image as the body,
 * no separate label.
 */
export async function layersForAnimation(sticker: StickerRow): Promise<AnimationLayers | null> {
  if (!sticker.imageKey) return null;
  const kept = await stickerLayers(sticker);
  if (kept) return kept;
  const blob = await getStorage().get(sticker.imageKey);
  if (!blob) return null;
  // Drawn on a 512×512 canvas (lib/media/animation/frames.ts): older stickers narrower than that are centred.
  const body = await sharp(blob.data)
    .resize(512, 512, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return { body, label: null };
}
