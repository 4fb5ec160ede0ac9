import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { ledgerDetail } from '@/lib/credits/detail';
import { grantCredits } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { findPlanById, listPlansForSale, purchasesSwitchOn } from '@/lib/payments/plans';
import { findUserById, findUserByPublicId } from '@/lib/users/queries';
import { decodeInvoicePayload, STARS_CURRENCY } from './invoice';
import {
  findTelegramLink,
  insertLinkToken,
  purgeExpiredLinkTokens,
  takeLinkToken,
  upsertTelegramLink,
} from './queries';

// Telegram Stars purchases (docs/product-rules.md, Telegram sets): validate fast in pre_checkout_query,
// credit only on successful_payment, once per telegram_payment_charge_id.
export const starsGrantKey = (chargeId: string) => `telegram:${chargeId}`;

export async function linkTelegramAccount(
  db: DbOrTx,
  input: { publicId: string; telegramUserId: number; username: string | null; chatId: number | null },
) {
  const user = await findUserByPublicId(db, input.publicId);
  if (!user) return undefined;
  await upsertTelegramLink(db, { ...input, userId: user.id });
  return user;
}

/** How long the owner's "Add to Telegram" ticket stays valid (it is used within seconds normally). */
export const LINK_TOKEN_TTL_MS = 30 * 60_000;
/** 24 random bytes, base64url: 32 characters of A-Za-z0-9_- (it rides in a ≤ 64-character start payload). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use ticket linking whichever Telegram account opens the bot with it to this user. */
export async function issueLinkToken(db: DbOrTx, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertLinkToken(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now + LINK_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Spends the ticket and links the Telegram account to `userId`, only if the ticket is that user's,
 * unexpired and unused. False otherwise (nothing changes).
 */
export async function linkWithToken(
  db: DbOrTx,
  input: {
    token: string;
    userId: string;
    telegramUserId: number;
    username: string | null;
    chatId: number | null;
  },
): Promise<boolean> {
  if (!LINK_TOKEN_PATTERN.test(input.token)) return false;
  if (!(await takeLinkToken(db, hashToken(input.token), input.userId))) return false;
  await upsertTelegramLink(
    db,
    {
      telegramUserId: input.telegramUserId,
      userId: input.userId,
      username: input.username,
      chatId: input.chatId,
    },
    true,
  );
  return true;
}

export const purgeLinkTokens = (db: DbOrTx) => purgeExpiredLinkTokens(db);

export async function findLinkedUserId(db: DbOrTx, telegramUserId: number): Promise<string | undefined> {
  return (await findTelegramLink(db, telegramUserId))?.userId;
}

/** The user this Telegram account was linked to by one of their own tickets (not by a user code). */
export async function findVerifiedUserId(db: DbOrTx, telegramUserId: number): Promise<string | undefined> {
  const link = await findTelegramLink(db, telegramUserId);
  return link?.verifiedAt ? link.userId : undefined;
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
  const [plan, user] = await Promise.all([
    findStarsPlan(db, payload.planId),
    findUserById(db, payload.userId),
  ]);
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
