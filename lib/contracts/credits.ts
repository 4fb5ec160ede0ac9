import { z } from 'zod';

// SPEC §3 "Credit history entry". TELEGRAM_PURCHASE is the messenger-star purchase (currency XTR);
// CHARGE is a captured paid action (never a released one: failed work is not charged).
export const ALLOCATION_TYPES = [
  'PURCHASE',
  'BONUS',
  'MANUAL_ADDITION',
  'PROMO_CODE',
  'TELEGRAM_PURCHASE',
  'CHARGE',
] as const;

export const creditHistoryEntrySchema = z.object({
  allocationTime: z.string(), // ISO 8601
  allocationType: z.string(), // one of ALLOCATION_TYPES; kept open so a new kind never breaks old clients
  allocationDescription: z.string(),
  amount: z.number().nullable(), // price paid, in `currency`; null = no price (the UI shows a dash)
  currency: z.string().nullable(),
  amountUsd: z.number().nullable(),
  creditsAllocated: z.number().int(), // positive for grants, negative for charges
  externalReference: z.string().nullable(),
});

/** SPEC §5: a credit history response must be an array, so `data` is the array itself. */
export const creditHistoryResponseSchema = z.object({ data: z.array(creditHistoryEntrySchema) });

export const creditHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const balanceSchema = z.object({ availableCredits: z.number().int() });

export type AllocationType = (typeof ALLOCATION_TYPES)[number];
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;
export type Balance = z.infer<typeof balanceSchema>;
