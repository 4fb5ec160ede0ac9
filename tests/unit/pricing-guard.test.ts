import { describe, expect, it } from 'vitest';
import { pricingResponseSchema } from '@/lib/contracts/pricing';
import { pricingFromResponse } from '@/lib/contracts/pricing-guard';

const plan = {
  id: 'starter',
  name: 'Starter',
  description: 'For a first pack',
  priceInUsd: 4.99,
  credits: 100,
  freeCredits: 0,
  popular: false,
  imagePath: '/plans/starter.webp',
  checkoutProductId: 'prod_1',
  checkoutPageTemplate: 'default',
  starsPrice: 250,
  stickerCount: 10,
};
const config = { enabled: true, plans: [plan], costs: { characterCreationCost: 10 } };

// The browser's plain check must say what the zod contract says, for good and broken bodies alike.
const bodies: unknown[] = [
  { data: config },
  { data: { ...config, result: config } },
  { data: { ...config, plans: [] } },
  { data: { ...config, plans: {} } },
  { data: { ...config, costs: [] } },
  { data: { ...config, costs: { a: 1.5 } } },
  { data: { ...config, enabled: 'yes' } },
  { data: { ...config, plans: [{ ...plan, credits: '100' }] } },
  { data: { ...config, plans: [{ ...plan, priceInUsd: Number.NaN }] } },
  { data: { ...config, plans: [{ ...plan, starsPrice: 2.5 }] } },
  { data: { ...config, plans: [{ ...plan, popular: undefined }] } },
  { data: { ...config, plans: [null] } },
  { plans: [], costs: {} },
  { data: null },
  null,
  'text',
];

describe('pricing response guard (browser) against the zod contract', () => {
  it.each(bodies.map((b, i) => [i, b]))('body %i gets the same verdict', (_i, body) => {
    const zod = pricingResponseSchema.safeParse(body);
    const guard = pricingFromResponse(body);
    expect(guard !== undefined).toBe(zod.success);
    if (zod.success) {
      const { enabled, plans, costs } = zod.data.data;
      expect(guard).toEqual({ enabled, plans, costs });
    }
  });

  it('drops fields the contract does not know', () => {
    const r = pricingFromResponse({ data: { ...config, plans: [{ ...plan, extra: 1 }], extra: 2 } });
    expect(r).toEqual(config);
  });
});
