import { z } from 'zod';
import { balanceSchema } from './credits';

// The documented wording (docs/product-rules.md); the billing form and POST /v1/promo-codes/redeem share this schema.
export const PROMO_MESSAGES = {
  required: 'Please enter a promo code.',
  invalid: 'Invalid or expired promo code.',
  captcha: 'Please complete the CAPTCHA.',
} as const;

export const PROMO_CODE_MAX_LENGTH = 64;

/** Codes are stored upper-cased and trimmed; input matches case-insensitively after trimming. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

export const redeemPromoSchema = z.object({
  promoCode: z
    .string({ error: PROMO_MESSAGES.required })
    .trim()
    .min(1, PROMO_MESSAGES.required)
    .max(PROMO_CODE_MAX_LENGTH, PROMO_MESSAGES.invalid),
  captchaToken: z.string().max(4096).nullish(), // Turnstile response token; required when the bot check is on
});

export const redeemPromoResponseSchema = z.object({
  data: z.object({ result: z.object({ creditsAwarded: z.number().int() }), balance: balanceSchema }),
});
