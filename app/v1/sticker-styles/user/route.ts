import { stylesQuerySchema } from '@/lib/contracts/styles';
import { list } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { listUserStyles } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { auth: 'required', query: stylesQuerySchema },
  async ({ db, user, query }) => {
    return list(await listUserStyles(db, user.id, query.locale), null, noStore);
  },
);
