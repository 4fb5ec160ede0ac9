import type { Tx } from '@/lib/db/types';
import { applyReview } from '@/lib/payments/fulfil';
import type { Stripe } from '@/lib/payments/stripe';

export async function reviewClosed(tx: Tx, event: Stripe.ReviewClosedEvent) {
  if (!(await applyReview(tx, event.data.object, 'closed'))) {
    console.warn(`[stripe] review ${event.data.object.id} matches no checkout session`);
  }
}
