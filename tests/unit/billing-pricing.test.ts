import { describe, expect, it } from 'vitest';
import {
  costRows,
  PRICING_STORAGE_KEY,
  PRICING_TTL_MS,
  PricingFormatError,
  parsePricingResponse,
  readCachedPricing,
  writeCachedPricing,
} from '@/lib/client/pricing';
import { COST_DEFAULTS } from '@/lib/config/pricing';
import type { PricingConfig } from '@/lib/contracts/pricing';

const plan = {
  id: 'starter',
  name: 'Starter',
  description: 'Try it out.',
  priceInUsd: 4.99,
  credits: 500,
  freeCredits: 0,
  popular: false,
  imagePath: '/plans/starter.svg',
  checkoutProductId: 'plan_starter',
  checkoutPageTemplate: 'default',
  starsPrice: 250,
  stickerCount: 50,
};
const config: PricingConfig = { enabled: true, plans: [plan], costs: { ...COST_DEFAULTS } };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('pricing response', () => {
  it('keeps enabled, plans and costs and drops the repeated result', () => {
    expect(parsePricingResponse({ data: { ...config, result: config } })).toEqual(config);
  });

  it('refuses data without a plans array or a costs object', () => {
    expect(() => parsePricingResponse({ data: { ...config, plans: {} } })).toThrow(PricingFormatError);
    expect(() => parsePricingResponse({ data: { ...config, costs: [] } })).toThrow(PricingFormatError);
    expect(() => parsePricingResponse({ plans: [], costs: {} })).toThrow(PricingFormatError);
    expect(() => parsePricingResponse(null)).toThrow(PricingFormatError);
  });
});

describe('pricing cache in localStorage (60 s)', () => {
  it('returns a copy younger than 60 s and ignores an older one', () => {
    const storage = memoryStorage();
    writeCachedPricing(config, storage, 1_000_000);
    expect(readCachedPricing(storage, 1_000_000 + PRICING_TTL_MS - 1)).toEqual({
      at: 1_000_000,
      data: config,
    });
    expect(readCachedPricing(storage, 1_000_000 + PRICING_TTL_MS)).toBeUndefined();
  });

  it('ignores a copy from the future, broken JSON or a wrong shape', () => {
    const storage = memoryStorage();
    writeCachedPricing(config, storage, 2_000_000);
    expect(readCachedPricing(storage, 1_000_000)).toBeUndefined();
    storage.setItem(PRICING_STORAGE_KEY, '{not json');
    expect(readCachedPricing(storage, 0)).toBeUndefined();
    storage.setItem(PRICING_STORAGE_KEY, JSON.stringify({ at: 10, data: { plans: 'x', costs: {} } }));
    expect(readCachedPricing(storage, 20)).toBeUndefined();
  });

  it('survives a storage that throws (privacy mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(() => writeCachedPricing(config, broken)).not.toThrow();
    expect(readCachedPricing(broken)).toBeUndefined();
  });
});

describe('How Credits Work rows', () => {
  it('lists each canonical action once, cheapest first, ties in canonical order', () => {
    expect(costRows({ ...COST_DEFAULTS })).toEqual([
      { key: 'publicStickerPackCreationCost', credits: 2 },
      { key: 'stickerSuggestionsCreationCost', credits: 2 },
      { key: 'characterCreationCost', credits: 3 },
      { key: 'animateSticker', credits: 3 },
      { key: 'publicStickerCreationCost', credits: 5 },
      { key: 'privateStickerPackCreationCost', credits: 5 },
      { key: 'privateStickerCreationCost', credits: 8 },
    ]);
  });

  it('shows a paid pack update, skips missing keys and never shows aliases', () => {
    const rows = costRows({
      updateStickerPack: 1,
      characterCreationCost: 4,
      createCharacter: 4,
      getContextSuggestion: 2,
    });
    expect(rows).toEqual([
      { key: 'updateStickerPack', credits: 1 },
      { key: 'characterCreationCost', credits: 4 },
    ]);
  });
});
