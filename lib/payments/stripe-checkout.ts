import 'server-only';
import { env } from '@/lib/env';
import type { UserRow } from '@/lib/users/service';
import type { CardPayments } from './card-types';
import { type PlanRow, usdToCents } from './plans';
import { billingReturnPath, stripeLocale } from './return-url';
import { getStripe, type Stripe } from './stripe';

/** Card payments through Stripe Checkout (hosted mode). */
export function stripeCardPayments(): CardPayments {
  return {
    async open(user, plan, locale) {
      const session = await createStripeSession(user, plan, locale);
      return { session: { id: session.id, provider: 'stripe' }, url: session.url };
    },
    async sessionOfPaymentIntent(paymentIntentId) {
      const found = await getStripe().checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
      return found.data[0]?.id ?? null;
    },
  };
}

async function createStripeSession(user: Pick<UserRow, 'id' | 'email'>, plan: PlanRow, locale?: string) {
  const appUrl = env().appUrl.replace(/\/$/, '');
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: usdToCents(plan.priceInUsd),
          product_data: { name: `${plan.name}: ${plan.credits + plan.freeCredits} credits` },
        },
      },
    ],
    client_reference_id: user.id,
    customer_email: user.email ?? undefined,
    metadata: {
      userId: user.id,
      planId: plan.id,
      credits: String(plan.credits),
      freeCredits: String(plan.freeCredits),
    },
    locale: stripeLocale(locale) as Stripe.Checkout.SessionCreateParams.Locale,
    success_url: `${appUrl}${billingReturnPath(locale, 'success')}`,
    cancel_url: `${appUrl}${billingReturnPath(locale, 'declined')}`,
  };
  return getStripe().checkout.sessions.create(params);
}
