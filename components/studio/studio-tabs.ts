import { LayersIcon, StickerIcon, UsersRoundIcon } from 'lucide-react';
import { ROUTES } from '@/lib/config/routes';

// Product rule (docs/product-rules.md): stickers (default), sticker-packs or characters; each tab has its own create button.
export const STUDIO_TABS = ['stickers', 'sticker-packs', 'characters'] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];
export const DEFAULT_STUDIO_TAB: StudioTab = 'stickers';

/**
 * The tab an address asks for: one of ours (any case, spaces trimmed), else the default. docs/product-rules.md
 * also references a 'projects' tab that the product does not have: it lands on the default too.
 */
export function parseStudioTab(value: string | null | undefined): StudioTab {
  const v = (value ?? '').trim().toLowerCase();
  return (STUDIO_TABS as readonly string[]).includes(v) ? (v as StudioTab) : DEFAULT_STUDIO_TAB;
}

/**
 * Whether the address's ?tab= must be rewritten to the tab shown (parseStudioTab): it names a tab
 * we do not have (e.g. 'projects') or one not in its canonical form. No ?tab= at all is left alone.
 */
export const studioTabNeedsRewrite = (value: string | null | undefined): boolean =>
  value != null && value !== parseStudioTab(value);

/** Message key (studio.tabs.*, studio.create.*, studio.search.*) for each tab. */
export const TAB_KEY = {
  stickers: 'stickers',
  'sticker-packs': 'stickerPacks',
  characters: 'characters',
} as const;

export const TAB_ICON = {
  stickers: StickerIcon,
  'sticker-packs': LayersIcon,
  characters: UsersRoundIcon,
} as const;

export const TAB_CREATE_HREF = {
  stickers: ROUTES.createSticker,
  'sticker-packs': ROUTES.createStickerPack,
  characters: ROUTES.createCharacter,
} as const;
