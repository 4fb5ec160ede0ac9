import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import type { CheckoutStatus } from '@/lib/contracts/payments';
import { grantCredits, ledgerKeyExists } from '@/lib/credits/service';
import type { DbOrTx, Tx } from '@/lib/db/types';
import { centsToUsd, findPlanById } from './plans';
import {
  type CheckoutSessionRow,
  findSessionByPaymentIntent,
  findSessionByPaymentIntentNoLock,
  insertCheckoutSession,
  lockCheckoutSession,
  updateCheckoutSession,
} from './queries';
import { getCardPayments } from './card-payments';
import type { Stripe } from './stripe';

// Everything here runs inside the webhook's transaction, with the session row locked, so events
// for one session apply one at a time in any order. Grants are keyed by the session id: two
// different events (completed + async_payment_succeeded) fulfil a session once.
export const purchaseKey = (sessionId: string) => `stripe:checkout:${sessionId}`;
const bonusKey = (sessionId: string) => `${purchaseKey(sessionId)}:bonus`;

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

const intOr = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && Number.isSafeInteger(n) && n >= 0 ? n : fallback;
};

/** Our row for a Stripe session; recreated from the signed metadata if the insert after creation was lost. */
async function lockSession(tx: Tx, s: Stripe.Checkout.Session): Promise<CheckoutSessionRow> {
  const row = await lockCheckoutSession(tx, s.id);
  if (row) return row;
  const userId = s.metadata?.userId ?? s.client_reference_id;
  const planId = s.metadata?.planId;
  if (!userId || !planId)
    throw new Error(`Checkout session ${s.id} is unknown and carries no user/plan metadata`);
  await insertCheckoutSession(tx, { id: s.id, userId, planId, provider: 'stripe' });
  const created = await lockCheckoutSession(tx, s.id);
  if (!created) throw new Error(`Could not record checkout session ${s.id}`);
  return created;
}

/** Grants the plan's credits (PURCHASE) and bonus (BONUS) once per session. */
export async function fulfilCheckoutSession(tx: Tx, s: Stripe.Checkout.Session) {
  const row = await lockSession(tx, s);
  const plan = await findPlanById(tx, row.planId);
  if (!plan) throw new Error(`Plan ${row.planId} of checkout session ${s.id} no longer exists`);
  const credits = intOr(s.metadata?.credits, plan.credits);
  const bonus = intOr(s.metadata?.freeCredits, plan.freeCredits);
  const paidUsd =
    s.amount_total !== null && s.currency === 'usd' ? centsToUsd(s.amount_total) : plan.priceInUsd;
  const purchase = await grantCredits(tx, {
    userId: row.userId,
    credits,
    kind: 'PURCHASE',
    description: ledgerDetail('planPurchase', { plan: plan.name }),
    idempotencyKey: purchaseKey(s.id),
    amount: paidUsd,
    currency: 'USD',
    amountUsd: paidUsd,
    externalReference: s.id,
  });
  if (bonus > 0) {
    await grantCredits(tx, {
      userId: row.userId,
      credits: bonus,
      kind: 'BONUS',
      description: ledgerDetail('planBonus', { plan: plan.name }),
      idempotencyKey: bonusKey(s.id),
      externalReference: s.id,
    });
  }
  // A session already under review stays visibly under review; the credits are granted regardless.
  const status: CheckoutStatus = row.status === 'REVIEW' ? 'REVIEW' : 'PAID';
  await updateCheckoutSession(tx, s.id, {
    status,
    paymentIntentId: idOf(s.payment_intent) ?? row.paymentIntentId,
  });
  return { granted: purchase.granted };
}

/** Paid later (bank debits, vouchers): the user sees "waiting" until async_payment_* arrives. */
export async function markSessionPending(tx: Tx, s: Stripe.Checkout.Session) {
  const row = await lockSession(tx, s);
  await updateCheckoutSession(
    tx,
    row.id,
    { status: 'PENDING', paymentIntentId: idOf(s.payment_intent) ?? row.paymentIntentId },
    ['OPEN'],
  );
}

export async function markSessionDeclined(tx: Tx, s: Stripe.Checkout.Session) {
  const row = await lockSession(tx, s);
  await updateCheckoutSession(tx, row.id, { status: 'DECLINED' }, ['OPEN', 'PENDING', 'REVIEW']);
}

export async function markSessionExpired(tx: Tx, s: Stripe.Checkout.Session) {
  const row = await lockSession(tx, s);
  await updateCheckoutSession(tx, row.id, { status: 'EXPIRED' }, ['OPEN']);
}

/**
 * A review can arrive before the completed event that tells us the session's payment intent
 * (Stripe does not order events): ask Stripe which session it belongs to and note it on our row.
 * Runs BEFORE the webhook's transaction: a network call never waits while a row lock is held.
 */
export async function prepareStripeEvent(db: DbOrTx, event: Stripe.Event): Promise<void> {
  if (event.type !== 'review.opened' && event.type !== 'review.closed') return;
  const paymentIntentId = idOf(event.data.object.payment_intent);
  if (!paymentIntentId) return;
  if (await findSessionByPaymentIntentNoLock(db, paymentIntentId)) return;
  const sessionId = await (await getCardPayments()).sessionOfPaymentIntent(paymentIntentId);
  if (sessionId) await updateCheckoutSession(db, sessionId, { paymentIntentId });
}

/** Radar review: the row is found by payment intent. Returns false when no session of ours has it. */
export async function applyReview(
  tx: Tx,
  review: Stripe.Review,
  phase: 'opened' | 'closed',
): Promise<boolean> {
  const paymentIntentId = idOf(review.payment_intent);
  if (!paymentIntentId) return false;
  const row = await findSessionByPaymentIntent(tx, paymentIntentId);
  if (!row) return false;
  if (phase === 'opened') {
    await updateCheckoutSession(tx, row.id, { status: 'REVIEW' }, ['OPEN', 'PENDING', 'PAID', 'REVIEW']);
    return true;
  }
  // Closed: a fulfilled session is PAID again (refunds are handled by support, docs/product-rules.md); an
  // unfulfilled one waits for its payment if approved, else it is declined.
  const fulfilled = await ledgerKeyExists(tx, purchaseKey(row.id));
  const status: CheckoutStatus = fulfilled
    ? 'PAID'
    : review.closed_reason === 'approved'
      ? 'PENDING'
      : 'DECLINED';
  await updateCheckoutSession(tx, row.id, { status }, ['REVIEW']);
  return true;
}
