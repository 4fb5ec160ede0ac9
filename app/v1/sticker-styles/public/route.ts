import { list } from '@/lib/http/envelope';
import { defineRoute } from '@/lib/http/route';
import { listPublicStyles } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** One image per style, for anyone (the landing's styles section). */
export const GET = defineRoute({ auth: 'none' }, async ({ db }) => {
  const items = await listPublicStyles(db);
  return list(items, null, { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' });
});
