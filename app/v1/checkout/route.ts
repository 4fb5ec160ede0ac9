import { startCheckoutSchema } from '@/lib/contracts/payments';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { startCheckout } from '@/lib/payments/checkout';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** Starts a card purchase: `{ url }` is Stripe Checkout or, in embedded mode, the local test checkout. */
export const POST = defineRoute(
  { auth: 'required', body: startCheckoutSchema },
  async ({ db, body, user }) => {
    const result = await startCheckout(db, user, body);
    return ok(result, { headers: noStore });
  },
);
