import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/locales';

// Credit history allocation types (docs/product-rules.md). TELEGRAM_PURCHASE is the messenger-star purchase (currency XTR);
// CHARGE is a captured paid action (never a released one: failed work is not charged).
export const ALLOCATION_TYPES = [
  'PURCHASE',
  'BONUS',
  'MANUAL_ADDITION',
  'PROMO_CODE',
  'TELEGRAM_PURCHASE',
  'CHARGE',
] as const;

/**
 * What a ledger row was for, as a code and parameters (docs/decisions.md): the reader's language renders it
 * (messages billing.history.detail.<code>). Rows written before codes existed have none and show
 * their stored English text.
 */
export const LEDGER_DETAIL_CODES = [
  'characterCreation',
  'sticker',
  'stickers',
  'stylePurchase',
  'suggestions',
  'promoCode',
  'planPurchase',
  'planBonus',
  'starsPurchase',
  'packCreation',
  'packUpdate',
  'animation',
] as const;
export type LedgerDetailCode = (typeof LEDGER_DETAIL_CODES)[number];
export const ledgerDetailParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type LedgerDetailParams = z.infer<typeof ledgerDetailParamsSchema>;
export const isLedgerDetailCode = (v: unknown): v is LedgerDetailCode =>
  typeof v === 'string' && (LEDGER_DETAIL_CODES as readonly string[]).includes(v);

const creditHistoryPartSchema = z.object({
  allocationTime: z.string(), // ISO 8601
  allocationType: z.string(), // one of ALLOCATION_TYPES; kept open so a new kind never breaks old clients
  allocationDescription: z.string(), // English, for API clients and rows without a code
  detailCode: z.string().nullable().optional(),
  detailParams: ledgerDetailParamsSchema.nullable().optional(),
  amount: z.number().nullable(), // price paid, in `currency`; null = no price (the UI shows a dash)
  currency: z.string().nullable(),
  amountUsd: z.number().nullable(),
  creditsAllocated: z.number().int(), // positive for grants, negative for charges
  externalReference: z.string().nullable(),
});

/**
 * One history entry. A sticker set's charges come as one entry (their total, detail code 'stickers'
 * with the count) whose `parts` are the single ledger rows, newest first.
 */
export const creditHistoryEntrySchema = creditHistoryPartSchema.extend({
  parts: z.array(creditHistoryPartSchema).optional(),
});

/** Product rule (docs/product-rules.md): a credit history response must be an array, so `data` is the array itself. */
export const creditHistoryResponseSchema = z.object({ data: z.array(creditHistoryEntrySchema) });

export const creditHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  /** The reader's language, for names that have translations (catalogue styles). */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});

export const balanceSchema = z.object({ availableCredits: z.number().int() });

export type AllocationType = (typeof ALLOCATION_TYPES)[number];
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;
export type CreditHistoryPart = z.infer<typeof creditHistoryPartSchema>;
