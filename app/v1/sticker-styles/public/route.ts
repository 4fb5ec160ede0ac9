import { stylesQuerySchema } from '@/lib/contracts/styles';
import { listBody } from '@/lib/http/envelope';
import { memoJson } from '@/lib/http/memo-json';
import { defineRoute } from '@/lib/http/route';
import { listPublicStyles } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** One image per style, for anyone (the landing's styles section), named in `?locale=` (else English). */
export const GET = defineRoute({ auth: 'none', query: stylesQuerySchema }, async ({ db, query }) => {
  // The list is the cached copy for this language (lib/cache/public-data.ts), serialized once.
  const items = await listPublicStyles(db, query.locale);
  // The URL carries the language, so shared caches keep one copy per language.
  return memoJson(items, () => listBody(items, null), {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  });
});
