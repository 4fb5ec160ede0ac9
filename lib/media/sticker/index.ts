import type { StickerRenderer } from '@/lib/stickers/renderer';
import { stylizeSticker } from '../look';

// PLACEHOLDER until the full local renderer lands (compose 1–3 tiles, style family, mood accents,
// die-cut, label): the first tile in the style's colour look, die-cut, on a 512 canvas.
const CLASSIC = { saturation: 1.1, brightness: 1.02, outline: '#ffffff', outlineWidth: 12 };

export const localStickerRenderer: StickerRenderer = {
  async render({ tiles, style }) {
    const first = tiles[0];
    if (!first) throw new Error('A sticker needs at least one character tile');
    return { image: await stylizeSticker(first.data, style.look ?? CLASSIC, { size: 512, square: true }) };
  },
};
