import { memoJson } from '@/lib/http/memo-json';
import { defineRoute } from '@/lib/http/route';
import { getPricingConfig } from '@/lib/pricing/service';

export * from '@/lib/http/method-not-allowed';

// Reads the database: never prerendered at build time (docs/measurements.md). Shared caches may keep it 60 s.
export const dynamic = 'force-dynamic';

export const GET = defineRoute({ auth: 'none' }, async ({ db }) => {
  const config = await getPricingConfig(db);
  // The documented response has plans and costs directly in `data`; `result` repeats them for the usual envelope.
  // Serialized once per cached config (lib/http/memo-json.ts).
  return memoJson(config, () => ({ data: { ...config, result: config } }), {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  });
});
