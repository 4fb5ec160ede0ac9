import { packReferenceParamsSchema } from '@/lib/contracts/packs';
import { defineRoute } from '@/lib/http/route';
import { PACK_OG_CACHE } from '@/lib/packs/og';
import { getPublicPackCardCached } from '@/lib/packs/public';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/**
 * The public pack's Open Graph image (1200×630 JPEG); a private pack is 404 like its page. Its address
 * (lib/packs/og.ts) carries `?v=<version>`: any version gets the current image, the latest address a
 * fresh one.
 */
export const GET = defineRoute(
  { auth: 'none', params: packReferenceParamsSchema },
  async ({ db, params }) => {
    const png = await getPublicPackCardCached(db, params.reference);
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/jpeg',
        'Cache-Control': PACK_OG_CACHE,
      },
    });
  },
);
