/**
 * The Stripe event types our webhook acts on: the endpoint registered in Stripe must send all of
 * them (README's deploy guide; `npm run doctor` checks it). A unit test keeps this list equal to the
 * webhook's handler table.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'review.opened',
  'review.closed',
] as const;
