'use client';

import { COST_DEFAULTS, type CostKey } from '@/lib/config/pricing';
import { usePricing } from './pricing';

/** A cost from the pricing config; the documented defaults until it has loaded (the server decides). */
export function useCost(key: CostKey): number {
  const pricing = usePricing();
  const value = pricing.data?.costs[key];
  return typeof value === 'number' ? value : COST_DEFAULTS[key];
}

/** Product rule (docs/product-rules.md): per-sticker cost of a visibility. */
export function useStickerCost(visibility: 'PUBLIC' | 'PRIVATE'): number {
  const pub = useCost('publicStickerCreationCost');
  const priv = useCost('privateStickerCreationCost');
  return visibility === 'PUBLIC' ? pub : priv;
}
