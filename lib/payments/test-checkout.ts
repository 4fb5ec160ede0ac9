import 'server-only';
import { randomBytes } from 'node:crypto';
import { TEST_OUTCOME_RETURN, type TestCheckoutOutcome } from '@/lib/contracts/payments';
import { getDb } from '@/lib/db';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { findPlanById, type PlanRow, usdToCents } from './plans';
import { type CheckoutSessionRow, findCheckoutSession } from './queries';
import { billingReturnPath } from './return-url';
import { stripeWebhooks } from './stripe';
import { getWebhookSecret } from './webhook-secret';

// The embedded stand-in for Stripe Checkout (docs/architecture.md): each button produces the event Stripe
// would send, signed like Stripe signs it, and delivers it over HTTP to our real webhook.
type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;
type TestEvent = { id: string; type: string; [key: string]: unknown };

const rand = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** The test session and its plan, if it exists and belongs to this user (else undefined: a 404). */
/** The test checkout page's data (a server page, not a route: it opens the database here). */
export async function loadTestCheckout(userId: string, sessionId: string) {
  return findTestCheckout(await getDb(), userId, sessionId);
}

export async function findTestCheckout(db: DbOrTx, userId: string, sessionId: string) {
  if (!env().testCheckout) return undefined;
  const session = await findCheckoutSession(db, sessionId);
  if (session?.provider !== 'test' || session.userId !== userId) return undefined;
  const plan = await findPlanById(db, session.planId);
  return plan ? { session, plan } : undefined;
}

function sessionObject(s: CheckoutSessionRow, plan: PlanRow, paid: boolean) {
  const cents = usdToCents(plan.priceInUsd);
  return {
    id: s.id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: paid ? 'paid' : 'unpaid',
    amount_subtotal: cents,
    amount_total: cents,
    currency: 'usd',
    client_reference_id: s.userId,
    metadata: {
      userId: s.userId,
      planId: plan.id,
      credits: String(plan.credits),
      freeCredits: String(plan.freeCredits),
    },
    payment_intent: s.paymentIntentId,
    livemode: false,
    created: Math.floor(s.createdAt.getTime() / 1000),
  };
}

export function buildTestEvent(
  s: CheckoutSessionRow,
  plan: PlanRow,
  outcome: TestCheckoutOutcome,
): TestEvent {
  const base = {
    id: rand('evt_test_'),
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
  const request = { id: null, idempotency_key: null };
  switch (outcome) {
    case 'pay':
      return {
        ...base,
        request,
        type: 'checkout.session.completed',
        data: { object: sessionObject(s, plan, true) },
      };
    case 'pending':
      return {
        ...base,
        request,
        type: 'checkout.session.completed',
        data: { object: sessionObject(s, plan, false) },
      };
    case 'decline':
      return {
        ...base,
        request,
        type: 'checkout.session.async_payment_failed',
        data: { object: sessionObject(s, plan, false) },
      };
    case 'review':
      return {
        ...base,
        request,
        type: 'review.opened',
        data: {
          object: {
            id: rand('prv_test_'),
            object: 'review',
            payment_intent: s.paymentIntentId,
            reason: 'manual',
            open: true,
            closed_reason: null,
            livemode: false,
            created: base.created,
          },
        },
      };
  }
}

/** Signs the event as Stripe does and POSTs it; throws unless the webhook accepted it. */
export async function deliverTestEvent(
  event: TestEvent,
  opts: { url: string | URL; secret: string; fetch?: FetchLike },
): Promise<void> {
  const payload = JSON.stringify(event);
  const signature = stripeWebhooks.generateTestHeaderString({ payload, secret: opts.secret });
  const res = await (opts.fetch ?? fetch)(opts.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  if (!res.ok) throw new Error(`Webhook refused test event ${event.type}: HTTP ${res.status}`);
}

/** Runs one test-checkout button end to end; returns the billing path to send the browser back to. */
export async function completeTestCheckout(
  db: DbOrTx,
  input: { userId: string; sessionId: string; outcome: TestCheckoutOutcome; locale?: string | null },
  delivery: { webhookUrl: string | URL; fetch?: FetchLike },
): Promise<string> {
  const found = await findTestCheckout(db, input.userId, input.sessionId);
  const secret = getWebhookSecret();
  if (!found || !secret) throw new ApiError('NOT_FOUND', 'Checkout session not found');
  const event = buildTestEvent(found.session, found.plan, input.outcome);
  await deliverTestEvent(event, { url: delivery.webhookUrl, secret, fetch: delivery.fetch });
  return billingReturnPath(input.locale, TEST_OUTCOME_RETURN[input.outcome]);
}
