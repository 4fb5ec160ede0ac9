// Landing constants (docs/product-rules.md: sections, hero and gallery). The sticker pools are
// real stickers drawn by our renderer (scripts/render-landing-stickers.ts), numbered from 1, as
// 256 px WebP under public/landing/.
export const HERO_POOL_SIZE = 130;
export const GALLERY_POOL_SIZE = 100;
export const GALLERY_ROWS = 5;
export const GALLERY_PER_ROW = 20;

export const HERO_SHOWN = { desktop: 5, mobile: 4 } as const;
export const HERO_HIGHLIGHT_MS = 800;
export const HERO_RESET_MS = 500;
export const MOBILE_BREAKPOINT_PX = 768;

/** Pixel size of every pool image (the slots are at most half of it, for 2x screens). */
export const LANDING_STICKER_PX = 256;

export const heroStickerSrc = (n: number) => `/landing/hero/${n}.webp`;

/**
 * The hero's slots are ~90 CSS px on phones (4 columns) and ~177 px from the tablet breakpoint (two
 * of 6 columns), 1.14x while highlighted. Smaller copies of each sticker: 160 px serves phones up to
 * ~1.75x, 192 px desktops at 1x; the 256 px file larger and sharper screens (the five hero
 * stickers are a large share of the landing's bytes: docs/measurements.md).
 */
export const HERO_COPY_PX = [160, 192] as const;
export const heroStickerCopySrc = (px: number, n: number) => `/landing/hero/${px}/${n}.webp`;
export const HERO_STICKER_SIZES = `(min-width: ${MOBILE_BREAKPOINT_PX}px) 177px, 90px`;
export const gallerySrc = (n: number) => `/landing/gallery/${n}.webp`;

/** The hero's claims (docs/product-rules.md); formatted per locale on the page. */
export const HERO_STATS = [
  { key: 'users', value: 1000 },
  { key: 'stickers', value: 15000 },
  { key: 'packs', value: 1000 },
  { key: 'styles', value: 100 },
] as const;

/** Section ids: the hash anchors of docs/product-rules.md (the hero has no anchor; the logo scrolls to the top). */
export const LANDING_ANCHORS = {
  gallery: 'gallery-section',
  howItWorks: 'how-it-works',
  features: 'features',
  styles: 'styles',
  pricing: 'pricing',
  faq: 'faq',
  socials: 'socials',
} as const;

export const FAQ_KEYS = ['what', 'photos', 'credits', 'telegram', 'languages', 'privacy', 'refunds'] as const;

/** Product rule (docs/product-rules.md): the home page says '50 Stickers to start with' at 4.99 USD (the Starter pack). */
export const STARTER_PRICE_USD = 4.99;
