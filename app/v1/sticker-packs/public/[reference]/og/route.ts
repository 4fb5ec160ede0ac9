import { packReferenceParamsSchema } from '@/lib/contracts/packs';
import { defineRoute } from '@/lib/http/route';
import { getPublicPackCardCached } from '@/lib/packs/public';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** The public pack's Open Graph image (1200×630 JPEG); a private pack is 404 like its page. */
export const GET = defineRoute(
  { auth: 'none', params: packReferenceParamsSchema },
  async ({ db, params }) => {
    const png = await getPublicPackCardCached(db, params.reference);
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/jpeg',
        'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
      },
    });
  },
);
