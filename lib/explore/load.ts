import 'server-only';
import { memoPublic } from '@/lib/cache/public-memo';
import { listExamples } from '@/lib/characters/service';
import { EXPLORE_PAGE_SIZE, type ExplorePage, type ExploreTab } from '@/lib/contracts/explore';
import { getDb } from '@/lib/db';
import { listPublicPacksCached } from '@/lib/packs/public';
import { listPublicStickersCached } from '@/lib/stickers/public';

/** The first page of one explore tab, server-rendered per locale from the per-instance public cache. */
export async function loadExplorePage(tab: ExploreTab, q: string): Promise<ExplorePage> {
  const db = await getDb();
  const opts = { limit: EXPLORE_PAGE_SIZE[tab], q: q || undefined };
  if (tab === 'sticker-packs') return { tab, ...(await listPublicPacksCached(db, opts)) };
  if (tab === 'characters') {
    const all = await memoPublic('public-characters', 'examples', 60_000, () => listExamples(db));
    const needle = q.toLocaleLowerCase();
    const items = all
      // Like stickers and packs, a character is found by its description too.
      .filter((c) => `${c.name}\n${c.description}`.toLocaleLowerCase().includes(needle))
      .map(({ reference, name, description, avatar }) => ({ reference, name, description, avatar }));
    return { tab, items, nextCursor: null };
  }
  return { tab, ...(await listPublicStickersCached(db, opts)) };
}
