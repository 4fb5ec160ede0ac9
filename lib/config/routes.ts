// Every internal route in one place (SPEC §2 route table).
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
 * SPEC §2 lists /create-zootorial as the target of a Projects tab the product does not have: old
 * links to it are sent (server-side, per locale) to sticker creation rather than the 404 page.
 */
export const LEGACY_REDIRECTS = {
  '/create-zootorial': ROUTES.createSticker,
} as const;

// SPEC §2: where an unauthenticated visitor is sent, page by page.
export const SIGNED_OUT_REDIRECT = {
  studio: { pathname: '/', hash: 'login' },
  createCharacter: { pathname: '/creator-studio' },
  createSticker: { pathname: '/creator-studio' },
  createStickerPack: { pathname: '/', hash: 'login' },
  billing: { pathname: '/', hash: 'login' },
  editPack: { pathname: '/', hash: 'login' },
} as const;
