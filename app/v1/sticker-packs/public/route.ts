import { listPacksQuerySchema } from '@/lib/contracts/packs';
import { list } from '@/lib/http/envelope';
import { defineRoute } from '@/lib/http/route';
import { listPublicPacksCached } from '@/lib/packs/public';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Public packs (explore): no auth, newest first, searchable; cached per instance (docs/decisions.md). */
export const GET = defineRoute({ auth: 'none', query: listPacksQuerySchema }, async ({ db, query }) => {
  const page = await listPublicPacksCached(db, query);
  return list(page.items, page.nextCursor, {
    'Cache-Control': 'public, max-age=30, stale-while-revalidate=300',
  });
});
