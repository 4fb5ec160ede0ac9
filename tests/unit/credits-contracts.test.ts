import { describe, expect, it } from 'vitest';
import { creditHistoryResponseSchema } from '@/lib/contracts/credits';
import { pricingResponseSchema } from '@/lib/contracts/pricing';
import { normalizePromoCode, redeemPromoSchema } from '@/lib/contracts/promo';
import { intArg, parseCliArgs } from '@/lib/cli/run';

describe('shared contracts', () => {
  it('accepts a pricing response only with a plans array and a costs object', () => {
    const config = { enabled: true, plans: [], costs: { createCharacter: 3 } };
    expect(pricingResponseSchema.safeParse({ data: config }).success).toBe(true);
    expect(pricingResponseSchema.safeParse({ data: { ...config, plans: {} } }).success).toBe(false);
    expect(pricingResponseSchema.safeParse({ data: { ...config, costs: [] } }).success).toBe(false);
  });

  it('accepts a credit history response only as an array', () => {
    expect(creditHistoryResponseSchema.safeParse({ data: [] }).success).toBe(true);
    expect(creditHistoryResponseSchema.safeParse({ data: { items: [] } }).success).toBe(false);
  });

  it('trims promo codes and says so when one is missing', () => {
    expect(redeemPromoSchema.parse({ promoCode: '  summer ', captchaToken: 't' }).promoCode).toBe('summer');
    expect(normalizePromoCode('  summer ')).toBe('SUMMER');
    for (const bad of [{ promoCode: '   ' }, {}]) {
      const r = redeemPromoSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please enter a promo code.');
    }
  });
});

describe('request helpers', () => {
  it('parses operator CLI arguments', () => {
    expect(parseCliArgs(['plan', 'pro', '--credits', '10', '--popular=true', '--name', 'Pro plan'])).toEqual({
      positional: ['plan', 'pro'],
      flags: { credits: '10', popular: 'true', name: 'Pro plan' },
    });
    expect(intArg('12', 'n')).toBe(12);
    expect(() => intArg('1.5', 'n')).toThrow(/whole number/);
    expect(() => intArg('0', 'n', 1)).toThrow(/>= 1/);
  });
});
