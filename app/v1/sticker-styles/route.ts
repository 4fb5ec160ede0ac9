import { list } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { listStyles } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Every style, sorted by order; `owned` says which the signed-in user added or bought. */
export const GET = defineRoute({ auth: 'optional' }, async ({ db, user }) => {
  return list(await listStyles(db, user?.id ?? null), null, noStore);
});
