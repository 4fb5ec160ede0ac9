import type { Tx } from '@/lib/db/types';
import { markSessionExpired } from '@/lib/payments/fulfil';
import type { Stripe } from '@/lib/payments/stripe';

export async function checkoutSessionExpired(tx: Tx, event: Stripe.CheckoutSessionExpiredEvent) {
  await markSessionExpired(tx, event.data.object);
}
