import type { Tx } from '@/lib/db/types';
import { fulfilCheckoutSession, markSessionPending } from '@/lib/payments/fulfil';
import type { Stripe } from '@/lib/payments/stripe';

// Card payments arrive 'paid'; delayed methods arrive 'unpaid' and settle with async_payment_*.
// 'no_payment_required' never happens for our one-off paid line item, so it is not fulfilled.
export async function checkoutSessionCompleted(tx: Tx, event: Stripe.CheckoutSessionCompletedEvent) {
  const session = event.data.object;
  if (session.payment_status === 'paid') await fulfilCheckoutSession(tx, session);
  else if (session.payment_status === 'unpaid') await markSessionPending(tx, session);
}
