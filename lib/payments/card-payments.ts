import 'server-only';
import { randomBytes } from 'node:crypto';
import { liveAsync } from '@/lib/registry';
import type { CardPayments } from './card-types';

export type { CardPayments, OpenedCheckout } from './card-types';

declare module '@/lib/registry/slots' {
  interface Slots {
    payments: CardPayments;
  }
}

const randomId = (prefix: string) =>
  `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * The local test checkout (only when env().purchasesEnabled allows it): the payment intent id is
 * made up now so the "Under review" button's review.opened event can find this session, as
 * Stripe's would. It knows no other sessions.
 */
const testCheckout: CardPayments = {
  async open(_user, _plan, locale) {
    const id = randomId('cs_test_');
    const query = locale && locale !== 'en' ? `?locale=${locale}` : '';
    return {
      session: { id, provider: 'test', paymentIntentId: randomId('pi_test_') },
      url: `/test-checkout/${id}${query}`,
    };
  },
  sessionOfPaymentIntent: async () => null,
};

/** The live payment service (lib/registry): the test checkout, or Stripe when STRIPE_SECRET_KEY is set. */
export function getCardPayments(): Promise<CardPayments> {
  return liveAsync('payments', {
    embedded: async () => testCheckout,
    hosted: async () => (await import('./stripe-checkout')).stripeCardPayments(),
  });
}
