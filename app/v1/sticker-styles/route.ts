import { stylesQuerySchema } from '@/lib/contracts/styles';
import { list } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { listStyles } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Every style, sorted by order; `owned` says which the signed-in user added or bought; `?locale=`. */
export const GET = defineRoute(
  { auth: 'optional', query: stylesQuerySchema },
  async ({ db, user, query }) => {
    return list(await listStyles(db, user?.id ?? null, query.locale), null, noStore);
  },
);
