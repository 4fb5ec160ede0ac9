import 'server-only';
import { randomBytes } from 'node:crypto';
import { liveAsync } from '@/lib/registry';
import type { UserRow } from '@/lib/users/queries';
import type { PlanRow } from './plans';

/** A checkout opened for one plan: our row's fields, and where the browser goes to pay. */
export type OpenedCheckout = {
  session: { id: string; provider: 'stripe' | 'test'; paymentIntentId?: string };
  url: string | null;
};

/** Who takes card payments: Stripe, or the local test checkout of a machine of one's own. */
export type CardPayments = {
  open(user: Pick<UserRow, 'id' | 'email'>, plan: PlanRow, locale?: string): Promise<OpenedCheckout>;
  /** The checkout session a payment intent belongs to, when the payment service can tell. */
  sessionOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
};

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
