// /explore (docs/product-rules.md): ?tab=stickers (default) | sticker-packs | characters, ?q= a name substring.
// Plain constants and types for the browser (no zod: explore's client islands stay small).
export const EXPLORE_TABS = ['stickers', 'sticker-packs', 'characters'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

/** The cached route behind /explore?tab=… without a search (proxy.ts rewrites to it). */
export const EXPLORE_TAB_ROUTE = '/[locale]/explore/tab/[tab]';

export const EXPLORE_PAGE_SIZE = { stickers: 24, 'sticker-packs': 12, characters: 24 } as const;
