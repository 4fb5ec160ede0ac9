import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { normalizePromoCode, PROMO_MESSAGES } from '@/lib/contracts/promo';
import { grantCredits } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { verifyCaptcha } from './captcha';
import { claimRedemptionSlot, findPromoByCode, insertRedemption } from './queries';
import { hitRateLimit, refundRateLimit } from '@/lib/limits/counters';

// Brute-force guard on failed attempts (fixed 15-minute windows in the rate_limits table).
export const PROMO_LIMITS = { perUser: 10, perIp: 30, windowSeconds: 15 * 60 } as const;

export type RedeemInput = {
  userId: string;
  promoCode: string;
  captchaToken?: string | null;
  ip: string | null;
};

const invalid = () => new ApiError('INVALID_PROMO_CODE', PROMO_MESSAGES.invalid);

/**
 * Every attempt takes a slot before the code is looked at and a success gives it back, so the
 * counters hold failed attempts only and concurrent guesses cannot overshoot the limit.
 */
async function takeAttempt(db: DbOrTx, userId: string, ip: string | null): Promise<string[]> {
  const limits: [string, number][] = [[`promo:user:${userId}`, PROMO_LIMITS.perUser]];
  // An unknown address shares one bucket: guessing from nowhere is not unlimited.
  limits.push([`promo:ip:${ip ?? 'unknown'}`, PROMO_LIMITS.perIp]);
  for (const [key, max] of limits) {
    const hit = await hitRateLimit(db, key, PROMO_LIMITS.windowSeconds);
    if (hit.count > max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
      throw new ApiError('RATE_LIMITED', 'Too many attempts. Please try again later.', { retryAfterSeconds });
    }
  }
  return limits.map(([key]) => key);
}

/** Redemption row, slot claim and grant in one transaction: any refusal rolls all three back. */
async function redeem(db: DbOrTx, userId: string, promoCode: string) {
  const promo = await findPromoByCode(db, normalizePromoCode(promoCode));
  if (!promo) throw invalid();
  return db.transaction(async (tx) => {
    if (!(await insertRedemption(tx, promo.id, userId))) throw invalid();
    const slot = await claimRedemptionSlot(tx, promo.id);
    if (!slot) throw invalid();
    const grant = await grantCredits(tx, {
      userId,
      credits: slot.credits,
      kind: 'PROMO_CODE',
      description: ledgerDetail('promoCode', { code: slot.code }),
      idempotencyKey: `promo:${promo.id}:${userId}`,
    });
    if (!grant.granted) throw invalid();
    return { creditsAwarded: slot.credits, availableCredits: grant.availableCredits };
  });
}

export async function redeemPromoCode(db: DbOrTx, input: RedeemInput) {
  const keys = await takeAttempt(db, input.userId, input.ip);
  await verifyCaptcha(input.captchaToken, input.ip);
  const result = await redeem(db, input.userId, input.promoCode);
  await Promise.all(keys.map((k) => refundRateLimit(db, k)));
  return result;
}
