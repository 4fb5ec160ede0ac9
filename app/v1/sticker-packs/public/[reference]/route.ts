import { packReferenceParamsSchema } from '@/lib/contracts/packs';
import { ok } from '@/lib/http/envelope';
import { defineRoute } from '@/lib/http/route';
import { getPublicPackCached } from '@/lib/packs/public';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** A public pack by reference or pack code, for anyone; a private pack is 404 (docs/product-rules.md). */
export const GET = defineRoute({ auth: 'none', params: packReferenceParamsSchema }, async ({ db, params }) =>
  ok(await getPublicPackCached(db, params.reference), {
    headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=60' },
  }),
);
