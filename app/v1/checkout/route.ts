import { startCheckoutSchema } from '@/lib/contracts/payments';
import { getDb } from '@/lib/db';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { startCheckout } from '@/lib/payments/checkout';

export const dynamic = 'force-dynamic';

/** Starts a card purchase: `{ url }` is Stripe Checkout or, in embedded mode, the local test checkout. */
export const POST = defineRoute({ auth: 'required', body: startCheckoutSchema }, async ({ body, user }) => {
  const result = await startCheckout(await getDb(), user, body);
  return ok(result, { headers: noStore });
});
