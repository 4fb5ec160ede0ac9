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

// SPEC §2: where an unauthenticated visitor is sent, page by page.
export const SIGNED_OUT_REDIRECT = {
  studio: { pathname: '/', hash: 'login' },
  createCharacter: { pathname: '/creator-studio' },
  createSticker: { pathname: '/creator-studio' },
  createStickerPack: { pathname: '/', hash: 'login' },
  billing: { pathname: '/', hash: 'login' },
  editPack: { pathname: '/', hash: 'login' },
} as const;
