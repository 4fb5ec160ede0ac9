// Which file a sticker's <img> loads: the 320 px copy (lib/stickers/thumbnail.ts) where it is sharp
// enough for the slot and the screen, the 512 px drawing otherwise. The browser chooses from the
// srcset by the slot's width (`sizes`) and the screen's density (docs/decisions.md).

type StickerImages = { image: string | null; thumb?: string | null };

/** Slot widths of the lists that show stickers (their grid classes, the page's gutters). */
export const STICKER_SLOTS = {
  /** A card in a 2 → 4 → 6 column grid (studio, pack pages, explore stickers). */
  grid: '(min-width: 1280px) 190px, (min-width: 640px) 22vw, calc(50vw - 46px)',
  /** A quarter of a pack card's 2 × 2 preview. */
  quarter: '(min-width: 768px) 120px, calc(25vw - 20px)',
} as const;

export function stickerSources(data: StickerImages, sizes: string) {
  if (!data.image) return null;
  if (!data.thumb) return { src: data.image };
  return { src: data.thumb, srcSet: `${data.thumb} 320w, ${data.image} 512w`, sizes };
}
