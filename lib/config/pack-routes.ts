import { ROUTES } from './routes';

// Route table (docs/product-rules.md): the pack pages (kept next to ROUTES; one place for their shapes).
const seg = (reference: string) => encodeURIComponent(reference);

export const PACK_ROUTES = {
  studioTab: ROUTES.studioTab('sticker-packs'),
  create: ROUTES.createStickerPack,
  studioPack: (reference: string) => `/creator-studio/sticker-pack/${seg(reference)}`,
  /** The owner's pack page, opened straight into edit mode (/edit-sticker-pack redirects here). */
  studioPackEdit: (reference: string) => `/creator-studio/sticker-pack/${seg(reference)}?edit=1`,
  publicPack: (reference: string) => `/explore/sticker-pack/${seg(reference)}`,
  selectStickers: (reference: string) => `/creator-studio/select-stickers/${seg(reference)}`,
  explorePacks: `${ROUTES.explore}?tab=sticker-packs`,
} as const;
