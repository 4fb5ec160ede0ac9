import 'server-only';
import { randomBytes } from 'node:crypto';
import type { StartCheckoutInput, StartCheckoutResult } from '@/lib/contracts/payments';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import type { UserRow } from '@/lib/users/queries';
import { assertPurchasesEnabled, getPlanForSale, type PlanRow, usdToCents } from './plans';
import { insertCheckoutSession } from './queries';
import { billingReturnPath, stripeLocale } from './return-url';
import { getStripe, type Stripe } from './stripe';

const randomId = (prefix: string) =>
  `${prefix}${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Starts a card purchase and returns where to send the browser: Stripe Checkout or the local test checkout. */
export async function startCheckout(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'email'>,
  input: StartCheckoutInput,
): Promise<StartCheckoutResult> {
  await assertPurchasesEnabled(db);
  const plan = await getPlanForSale(db, input.planId);
  const e = env();
  if (e.modes.payments === 'hosted') {
    const session = await createStripeSession(user, plan, input.locale);
    await insertCheckoutSession(db, { id: session.id, userId: user.id, planId: plan.id, provider: 'stripe' });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { url: session.url };
  }
  // Embedded mode (purchasesEnabled was checked): the payment intent id is made up now so the
  // "Under review" button's review.opened event can find this session, as Stripe's would.
  const id = randomId('cs_test_');
  await insertCheckoutSession(db, {
    id,
    userId: user.id,
    planId: plan.id,
    provider: 'test',
    paymentIntentId: randomId('pi_test_'),
  });
  const query = input.locale && input.locale !== 'en' ? `?locale=${input.locale}` : '';
  return { url: `/test-checkout/${id}${query}` };
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
