import { listExamples } from '@/lib/characters/service';
import { list } from '@/lib/http/envelope';
import { defineRoute } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Example characters for remix mode: public, the same for everyone. */
export const GET = defineRoute({ auth: 'none' }, async ({ db }) => {
  const items = await listExamples(db);
  return list(items, null, { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' });
});
