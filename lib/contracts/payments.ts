import { z } from 'zod';
import { LOCALES } from '@/lib/config/locales';

// Shared by the billing page (client) and POST /v1/checkout (server).
export const startCheckoutSchema = z.object({
  planId: z.string().trim().min(1).max(64),
  locale: z.enum(LOCALES).optional(),
});
export type StartCheckoutInput = z.infer<typeof startCheckoutSchema>;
export type StartCheckoutResult = { url: string };

// Billing return states (docs/product-rules.md): each maps to the hash the billing page opens a dialog for.
export const CHECKOUT_RETURN_HASH = {
  success: 'thankyou',
  declined: 'declined',
  waiting: 'waiting',
  review: 'review',
} as const;
export type CheckoutReturn = keyof typeof CHECKOUT_RETURN_HASH;

// The four buttons of the embedded test checkout and the billing state each leads to.
export const TEST_CHECKOUT_OUTCOMES = ['pay', 'decline', 'pending', 'review'] as const;
export const testCheckoutOutcomeSchema = z.enum(TEST_CHECKOUT_OUTCOMES);
export type TestCheckoutOutcome = z.infer<typeof testCheckoutOutcomeSchema>;
export const TEST_OUTCOME_RETURN: Record<TestCheckoutOutcome, CheckoutReturn> = {
  pay: 'success',
  decline: 'declined',
  pending: 'waiting',
  review: 'review',
};

export const CHECKOUT_STATUSES = ['OPEN', 'PAID', 'PENDING', 'REVIEW', 'DECLINED', 'EXPIRED'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
