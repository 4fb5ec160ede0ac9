// Every internal route in one place (the route table, docs/product-rules.md).
export const ROUTES = {
  home: '/',
  studio: '/creator-studio',
  studioTab: (tab: 'stickers' | 'sticker-packs' | 'characters') => `/creator-studio?tab=${tab}`,
  explore: '/explore',
  createCharacter: '/create-character',
  createSticker: '/create-sticker',
  createStickerPack: '/create-sticker-pack',
  billing: '/billing',
  terms: '/terms',
  privacy: '/privacy',
  coppa: '/coppa',
  pricingAnchor: '/#pricing',
} as const;

/**
 * The route list (docs/product-rules.md) has /create-zootorial as the target of a Projects tab the product does not have: old
 * links to it are sent (server-side, per locale) to sticker creation rather than the 404 page.
 */
export const LEGACY_REDIRECTS = {
  '/create-zootorial': ROUTES.createSticker,
} as const;

// Product rule (docs/product-rules.md): where an unauthenticated visitor is sent, page by page.
export const SIGNED_OUT_REDIRECT = {
  studio: { pathname: '/', hash: 'login' },
  createCharacter: { pathname: '/creator-studio' },
  createSticker: { pathname: '/creator-studio' },
  createStickerPack: { pathname: '/', hash: 'login' },
  billing: { pathname: '/', hash: 'login' },
  editPack: { pathname: '/', hash: 'login' },
} as const;
