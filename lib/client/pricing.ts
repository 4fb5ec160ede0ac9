'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingConfig } from '@/lib/contracts/pricing';
import { pricingFromResponse } from '@/lib/contracts/pricing-guard';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

// Product rule (docs/product-rules.md): the pricing config is cached 60 s in memory (react-query) and in localStorage, so a
// reload or a second tab within the minute shows plans at once.
export const PRICING_TTL_MS = 60_000;
export const PRICING_STORAGE_KEY = 'stickerfy:pricing-config';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Cached = { at: number; data: PricingConfig };

/** Product rule (docs/product-rules.md): accepted only if data is an object with a plans array and a costs object. */
export class PricingFormatError extends Error {
  override name = 'PricingFormatError';
}

export function parsePricingResponse(body: unknown): PricingConfig {
  const config = pricingFromResponse(body);
  if (!config) throw new PricingFormatError('Unexpected pricing config format');
  return config;
}

function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): memory cache only
  }
}

/** The stored config if it is younger than the TTL and still has the expected shape. */
export function readCachedPricing(storage = browserStorage(), now = Date.now()): Cached | undefined {
  try {
    const raw = storage?.getItem(PRICING_STORAGE_KEY);
    if (!raw) return undefined;
    const { at, data } = JSON.parse(raw) as Partial<Cached>;
    if (typeof at !== 'number' || now - at >= PRICING_TTL_MS || at > now) return undefined;
    return { at, data: parsePricingResponse({ data }) };
  } catch {
    return undefined;
  }
}

export function writeCachedPricing(data: PricingConfig, storage = browserStorage(), now = Date.now()) {
  try {
    storage?.setItem(PRICING_STORAGE_KEY, JSON.stringify({ at: now, data } satisfies Cached));
  } catch {}
}

export async function fetchPricingConfig(): Promise<PricingConfig> {
  const data = parsePricingResponse(await apiFetch('/v1/pricing/config'));
  writeCachedPricing(data);
  return data;
}

export const pricingQueryOptions = queryOptions({
  queryKey: queryKeys.pricing,
  queryFn: fetchPricingConfig,
  staleTime: PRICING_TTL_MS,
  initialData: () => readCachedPricing()?.data,
  initialDataUpdatedAt: () => readCachedPricing()?.at,
  retry: (count, err) => !(err instanceof PricingFormatError) && count < 1,
});

export function usePricing() {
  return useQuery(pricingQueryOptions);
}

// "How Credits Work" (docs/product-rules.md): the cost keys hold aliases (createCharacter = characterCreationCost,
// …), so the table lists one canonical key per action, cheapest first.
export const CANONICAL_COST_KEYS = [
  'characterCreationCost',
  'publicStickerCreationCost',
  'privateStickerCreationCost',
  'publicStickerPackCreationCost',
  'privateStickerPackCreationCost',
  'stickerSuggestionsCreationCost',
  'animateSticker',
  'updateStickerPack',
] as const;
export type CanonicalCostKey = (typeof CANONICAL_COST_KEYS)[number];
const SHOWN_ONLY_WHEN_PAID: CanonicalCostKey[] = ['updateStickerPack'];

export function costRows(costs: Record<string, number>): { key: CanonicalCostKey; credits: number }[] {
  return CANONICAL_COST_KEYS.flatMap((key) => {
    const credits = costs[key];
    if (typeof credits !== 'number') return [];
    if (credits <= 0 && SHOWN_ONLY_WHEN_PAID.includes(key)) return [];
    return [{ key, credits }];
  }).sort((a, b) => a.credits - b.credits); // Array#sort is stable: ties keep the canonical order
}
