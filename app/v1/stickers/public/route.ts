import { listStickersQuerySchema } from '@/lib/contracts/stickers';
import { list } from '@/lib/http/envelope';
import { defineRoute } from '@/lib/http/route';
import { listPublicStickersCached } from '@/lib/stickers/public';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

const publicQuery = listStickersQuerySchema.pick({ limit: true, cursor: true, q: true });

/** Public stickers (explore): no auth, view-only fields. */
export const GET = defineRoute({ auth: 'none', query: publicQuery }, async ({ db, query }) => {
  const page = await listPublicStickersCached(db, query);
  return list(page.items, page.nextCursor, {
    'Cache-Control': 'public, max-age=30, stale-while-revalidate=300',
  });
});
