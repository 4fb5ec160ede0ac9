import type { Tx } from '@/lib/db/types';
import { applyReview } from '@/lib/payments/fulfil';
import type { Stripe } from '@/lib/payments/stripe';

export async function reviewOpened(tx: Tx, event: Stripe.ReviewOpenedEvent) {
  // A review of a payment that is not one of our checkouts is not ours to track.
  if (!(await applyReview(tx, event.data.object, 'opened'))) {
    console.warn(`[stripe] review ${event.data.object.id} matches no checkout session`);
  }
}
