import type { Tx } from '@/lib/db/types';
import { fulfilCheckoutSession } from '@/lib/payments/fulfil';
import type { Stripe } from '@/lib/payments/stripe';

export async function checkoutSessionAsyncPaymentSucceeded(
  tx: Tx,
  event: Stripe.CheckoutSessionAsyncPaymentSucceededEvent,
) {
  await fulfilCheckoutSession(tx, event.data.object);
}
