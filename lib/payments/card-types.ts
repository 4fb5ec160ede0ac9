import type { UserRow } from '@/lib/users/service';
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
