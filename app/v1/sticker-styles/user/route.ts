import { list } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { listUserStyles } from '@/lib/styles/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute({ auth: 'required' }, async ({ db, user }) => {
  return list(await listUserStyles(db, user.id), null, noStore);
});
