import { LayersIcon, StickerIcon, UsersRoundIcon } from 'lucide-react';
import { ROUTES } from '@/lib/config/routes';

// SPEC §2: stickers (default), sticker-packs or characters; each tab has its own create button.
export const STUDIO_TABS = ['stickers', 'sticker-packs', 'characters'] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];
export const DEFAULT_STUDIO_TAB: StudioTab = 'stickers';

export const parseStudioTab = (value: string | null | undefined): StudioTab =>
  (STUDIO_TABS as readonly string[]).includes(value ?? '') ? (value as StudioTab) : DEFAULT_STUDIO_TAB;

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
