import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { grantCredits } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { findUser } from '@/lib/users/service';
import { findPlanById, listPlansForSale, type PlanRow, purchasesSwitchOn } from './plans';
import { decodeInvoicePayload, encodeInvoicePayload, STARS_CURRENCY } from './stars-invoice';

// Telegram Stars purchases, what the bot's payment handlers call (lib/telegram/handlers): validate
// fast in pre_checkout_query, credit only on successful_payment, once per telegram_payment_charge_id.
// Card purchases start in checkout.ts and are fulfilled from Stripe's webhook (fulfil.ts).
export const starsGrantKey = (chargeId: string) => `telegram:${chargeId}`;

/** The plans on sale for Stars, or 'disabled' while the purchase switch is off. */
export async function starsPlansOnSale(db: DbOrTx): Promise<PlanRow[] | 'disabled'> {
  if (!(await purchasesSwitchOn(db))) return 'disabled';
  return listStarsPlans(db);
}

/** What the bot's invoice for one plan says: its plan, the credits it brings, payload and price. */
export type StarsInvoice = {
  plan: PlanRow;
  credits: number;
  payload: string;
  currency: typeof STARS_CURRENCY;
  stars: number;
};

/** The invoice for `planId`, for `userId`; or why none can be sent now. */
export async function starsInvoice(
  db: DbOrTx,
  userId: string,
  planId: string,
): Promise<StarsInvoice | 'disabled' | 'unavailable'> {
  if (!(await purchasesSwitchOn(db))) return 'disabled';
  const plan = await findStarsPlan(db, planId);
  if (!plan) return 'unavailable';
  return {
    plan,
    credits: plan.credits + plan.freeCredits,
    payload: encodeInvoicePayload({ planId: plan.id, userId }),
    currency: STARS_CURRENCY,
    stars: plan.starsPrice,
  };
}

export async function listStarsPlans(db: DbOrTx) {
  return (await listPlansForSale(db)).filter((p) => p.starsPrice > 0);
}

/** A plan that can be bought with Stars now, or undefined. */
export async function findStarsPlan(db: DbOrTx, planId: string) {
  const plan = await findPlanById(db, planId);
  return plan?.active && plan.starsPrice > 0 ? plan : undefined;
}

export type PreCheckoutVerdict = { ok: true } | { ok: false; reason: 'disabled' | 'invalid' };

/** The last check before Telegram takes the Stars: must answer within 10 s, so reads only. */
export async function checkStarsCheckout(
  db: DbOrTx,
  q: { payload: string; currency: string; totalAmount: number },
): Promise<PreCheckoutVerdict> {
  const payload = decodeInvoicePayload(q.payload);
  if (!payload || q.currency !== STARS_CURRENCY) return { ok: false, reason: 'invalid' };
  if (!(await purchasesSwitchOn(db))) return { ok: false, reason: 'disabled' };
  const [plan, user] = await Promise.all([findStarsPlan(db, payload.planId), findUser(db, payload.userId)]);
  if (!plan || !user || plan.starsPrice !== q.totalAmount) return { ok: false, reason: 'invalid' };
  return { ok: true };
}

/**
 * Credits a completed Stars payment (plan credits + bonus, one TELEGRAM_PURCHASE row). Telegram
 * can deliver successful_payment twice: the charge id makes the second a no-op (granted=false).
 * undefined: the payload names no plan/user of ours (cannot happen after our pre-checkout check).
 */
export async function grantStarsPurchase(
  db: DbOrTx,
  p: { payload: string; currency: string; totalAmount: number; chargeId: string },
) {
  const payload = decodeInvoicePayload(p.payload);
  if (!payload || p.currency !== STARS_CURRENCY) return undefined;
  // Paid already: a plan deactivated since is still honoured.
  const plan = await findPlanById(db, payload.planId);
  if (!plan) return undefined;
  const credits = plan.credits + plan.freeCredits;
  const result = await grantCredits(db, {
    userId: payload.userId,
    credits,
    kind: 'TELEGRAM_PURCHASE',
    description: ledgerDetail('starsPurchase', { plan: plan.name }),
    idempotencyKey: starsGrantKey(p.chargeId),
    amount: String(p.totalAmount),
    currency: STARS_CURRENCY,
    amountUsd: plan.priceInUsd,
    externalReference: p.chargeId,
  });
  return { ...result, credits };
}
