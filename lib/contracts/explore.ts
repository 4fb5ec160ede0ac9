import { z } from 'zod';
import { EXPLORE_TABS } from '@/lib/config/explore';
import type { CharacterDto } from './characters';
import type { PackDto } from './packs';
import type { PublicStickerDto } from './stickers';

export { EXPLORE_PAGE_SIZE, EXPLORE_TABS } from '@/lib/config/explore';
export type { ExploreTab } from '@/lib/config/explore';

// The page's shapes are DTOs, so they live with the contracts (lib/config holds only the tab
// constants, which explore's client islands import without zod; these type imports are erased).
export type ExploreCharacter = Pick<CharacterDto, 'reference' | 'name' | 'description' | 'avatar'>;

/** One tab's first page as the server renders it. */
export type ExplorePage =
  | { tab: 'stickers'; items: PublicStickerDto[]; nextCursor: string | null }
  | { tab: 'sticker-packs'; items: PackDto[]; nextCursor: string | null }
  | { tab: 'characters'; items: ExploreCharacter[]; nextCursor: null };

// The page's search params, read tolerantly: anything odd falls back to the defaults.
export const exploreParamsSchema = z.object({
  tab: z.enum(EXPLORE_TABS).catch('stickers'),
  q: z
    .string()
    .trim()
    .max(100)
    .catch('')
    .transform((v) => [...v].filter((c) => c.charCodeAt(0) >= 32).join('')),
});

export function parseExploreParams(raw: Record<string, string | string[] | undefined>) {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return exploreParamsSchema.parse({ tab: first(raw.tab) ?? 'stickers', q: first(raw.q) ?? '' });
}
