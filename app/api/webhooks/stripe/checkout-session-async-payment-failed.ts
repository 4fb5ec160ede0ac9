import type { Tx } from '@/lib/db/types';
import { markSessionDeclined } from '@/lib/payments/fulfil';
import type { Stripe } from '@/lib/payments/stripe';

export async function checkoutSessionAsyncPaymentFailed(
  tx: Tx,
  event: Stripe.CheckoutSessionAsyncPaymentFailedEvent,
) {
  await markSessionDeclined(tx, event.data.object);
}
