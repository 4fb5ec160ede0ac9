'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { type CreditHistoryEntry, creditHistoryEntrySchema } from '@/lib/contracts/credits';
import type { StartCheckoutInput, StartCheckoutResult } from '@/lib/contracts/payments';
import { redeemPromoResponseSchema } from '@/lib/contracts/promo';
import { ApiRequestError, apiFetch, balanceOf, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';

/** Product rule (docs/product-rules.md): a credit history response must be an array ('Could not fetch history due to unexpected data format.'). */
export class HistoryFormatError extends Error {
  override name = 'HistoryFormatError';
}

export function parseHistoryResponse(body: unknown): CreditHistoryEntry[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new HistoryFormatError('Credit history is not an array');
  return data.map((entry) => {
    const parsed = creditHistoryEntrySchema.safeParse(entry);
    if (!parsed.success) throw new HistoryFormatError('Unexpected credit history entry');
    return parsed.data;
  });
}

/** The history with names that have translations (catalogue styles) in `locale`. */
export const creditHistoryQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: queryKeys.creditHistoryIn(locale),
    queryFn: async () =>
      parseHistoryResponse(await apiFetch(`/v1/credits/history?locale=${encodeURIComponent(locale)}`)),
    staleTime: 30_000,
    retry: (count, err) => !(err instanceof HistoryFormatError) && count < 1,
  });

export function useCreditHistory() {
  return useQuery(creditHistoryQueryOptions(useLocale()));
}

export type PromoErrorKey = 'invalid' | 'auth' | 'rateLimited' | 'captchaRequired' | 'generic';

/** Promo texts (docs/product-rules.md): network failures read as an invalid code; 401 asks to log in again. */
export function promoErrorKey(err: unknown): PromoErrorKey {
  if (!(err instanceof ApiRequestError)) return 'generic';
  if (err.status === 401) return 'auth';
  if (err.status === 429 || err.errorCode === 'RATE_LIMITED') return 'rateLimited';
  if (err.errorCode === 'CAPTCHA_FAILED') return 'captchaRequired';
  if (err.status === 0 || err.status === 400 || err.errorCode === 'INVALID_PROMO_CODE') return 'invalid';
  return 'generic';
}

/** Redeems a promo code and applies the returned balance at once (header chip and billing card). */
export function useRedeemPromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { promoCode: string; captchaToken: string }) => {
      const body = await apiFetch('/v1/promo-codes/redeem', { method: 'POST', body: input });
      const parsed = redeemPromoResponseSchema.safeParse(body);
      if (!parsed.success) throw new Error('Unexpected promo response');
      return { creditsAwarded: parsed.data.data.result.creditsAwarded, balance: balanceOf(body) };
    },
    // The new balance was applied by apiFetch as the response arrived (docs/product-rules.md).
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.creditHistory });
    },
  });
}

/** POST /v1/checkout: where to send the browser (Stripe Checkout or the embedded test checkout). */
export async function startCheckout(input: StartCheckoutInput): Promise<string> {
  const result = unwrap<StartCheckoutResult>(await apiFetch('/v1/checkout', { method: 'POST', body: input }));
  if (!result || typeof result.url !== 'string' || !result.url) throw new Error('Checkout returned no URL');
  return result.url;
}
