import type { StripeEventHandlers } from '@/lib/payments/stripe-webhook';
import { checkoutSessionAsyncPaymentFailed } from './checkout-session-async-payment-failed';
import { checkoutSessionAsyncPaymentSucceeded } from './checkout-session-async-payment-succeeded';
import { checkoutSessionCompleted } from './checkout-session-completed';
import { checkoutSessionExpired } from './checkout-session-expired';
import { reviewClosed } from './review-closed';
import { reviewOpened } from './review-opened';

// One file per event type (docs/architecture.md). Every other event type is acknowledged and ignored.
export const STRIPE_EVENT_HANDLERS: StripeEventHandlers = {
  'checkout.session.completed': checkoutSessionCompleted,
  'checkout.session.async_payment_succeeded': checkoutSessionAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': checkoutSessionAsyncPaymentFailed,
  'checkout.session.expired': checkoutSessionExpired,
  'review.opened': reviewOpened,
  'review.closed': reviewClosed,
};
