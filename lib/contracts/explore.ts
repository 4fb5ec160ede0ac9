import { z } from 'zod';
import { EXPLORE_TABS } from '@/lib/config/explore';

export { EXPLORE_PAGE_SIZE, EXPLORE_TABS } from '@/lib/config/explore';
export type { ExploreCharacter, ExplorePage, ExploreTab } from '@/lib/config/explore';

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
