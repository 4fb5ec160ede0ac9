import { describe, expect, it } from 'vitest';
import {
  allocationTypeKey,
  formatDate,
  formatHistoryPrice,
  formatSignedCredits,
  NO_PRICE,
} from '@/components/billing/format';
import { parseReturnHash } from '@/components/billing/use-billing-events';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { HistoryFormatError, parseHistoryResponse, promoErrorKey } from '@/lib/client/billing';
import { parseE2ePromoCodes } from '@/lib/promo/e2e-seed';

const entry = {
  allocationTime: '2026-01-02T10:20:00.000Z',
  allocationType: 'PURCHASE',
  allocationDescription: 'Starter pack',
  amount: 4.99,
  currency: 'USD',
  amountUsd: 4.99,
  creditsAllocated: 500,
  externalReference: 'cs_test_1',
};

describe('history display', () => {
  it('prices: a dash without a price, dollars for USD, stars for XTR', () => {
    expect(formatHistoryPrice({ amount: null, currency: null, amountUsd: null }, 'en')).toBe(NO_PRICE);
    expect(formatHistoryPrice({ amount: 4.99, currency: 'USD', amountUsd: 4.99 }, 'en')).toBe('$4.99');
    expect(formatHistoryPrice({ amount: 250, currency: 'XTR', amountUsd: null }, 'en')).toBe('250 ⭐');
    expect(formatHistoryPrice({ amount: 12000, currency: 'XTR', amountUsd: null }, 'en')).toBe(
      '12\u00a0000 ⭐',
    );
    expect(formatHistoryPrice({ amount: null, currency: null, amountUsd: 9.99 }, 'en')).toBe('$9.99');
    expect(formatHistoryPrice({ amount: 5, currency: 'NOT-ISO', amountUsd: null }, 'en')).toBe('5 NOT-ISO');
  });

  it('credits: + for grants, the minus for charges, spaces above 9999', () => {
    expect(formatSignedCredits(500)).toBe('+500');
    expect(formatSignedCredits(-5)).toBe('-5');
    expect(formatSignedCredits(0)).toBe('0');
    expect(formatSignedCredits(12500)).toBe('+12\u00a0500');
  });

  it('maps allocation types to their labels, unknown ones to "unknown"', () => {
    for (const t of ['PURCHASE', 'BONUS', 'MANUAL_ADDITION', 'PROMO_CODE', 'TELEGRAM_PURCHASE', 'CHARGE']) {
      expect(allocationTypeKey(t)).toBe(t);
    }
    expect(allocationTypeKey('REFUND_LATER')).toBe('unknown');
  });

  it('formats the expiry date in the user locale and skips a bad date', () => {
    expect(formatDate('2027-03-04T00:00:00.000Z', 'en')).toMatch(/March [34], 2027/);
    expect(formatDate('not a date', 'en')).toBeUndefined();
  });
});

describe('history response', () => {
  it('accepts an array of entries', () => {
    expect(parseHistoryResponse({ data: [entry] })).toEqual([entry]);
    expect(parseHistoryResponse({ data: [] })).toEqual([]);
  });

  it('refuses anything else as unexpected data format', () => {
    expect(() => parseHistoryResponse({ data: { items: [] } })).toThrow(HistoryFormatError);
    expect(() => parseHistoryResponse({})).toThrow(HistoryFormatError);
    expect(() => parseHistoryResponse({ data: [{ ...entry, creditsAllocated: 'many' }] })).toThrow(
      HistoryFormatError,
    );
  });
});

describe('promo errors', () => {
  it('maps statuses and codes to the documented texts', () => {
    expect(promoErrorKey(new ApiRequestError('x', 422, 'INVALID_PROMO_CODE'))).toBe('invalid');
    expect(promoErrorKey(new ApiRequestError('x', 0, 'NETWORK'))).toBe('invalid'); // network reads as invalid
    expect(promoErrorKey(new ApiRequestError('x', 401, 'UNAUTHENTICATED'))).toBe('auth');
    expect(promoErrorKey(new ApiRequestError('x', 429, 'RATE_LIMITED'))).toBe('rateLimited');
    expect(promoErrorKey(new ApiRequestError('x', 422, 'CAPTCHA_FAILED'))).toBe('captchaRequired');
    expect(promoErrorKey(new ApiRequestError('x', 500, 'INTERNAL_ERROR'))).toBe('generic');
    expect(promoErrorKey(new Error('boom'))).toBe('generic');
  });
});

describe('payment return hash', () => {
  it('reads the four return states and nothing else', () => {
    expect(parseReturnHash('#thankyou')).toBe('success');
    expect(parseReturnHash('#declined')).toBe('declined');
    expect(parseReturnHash('#waiting')).toBe('waiting');
    expect(parseReturnHash('#review')).toBe('review');
    expect(parseReturnHash('#login')).toBeNull();
    expect(parseReturnHash('')).toBeNull();
  });
});

describe('E2E_PROMO_CODES', () => {
  it('parses CODE:credits pairs and skips malformed ones', () => {
    expect(parseE2ePromoCodes('welcome50:50, BIG:1000')).toEqual([
      { code: 'WELCOME50', credits: 50 },
      { code: 'BIG', credits: 1000 },
    ]);
    expect(parseE2ePromoCodes('NOCREDITS,BAD:0,NEG:-3,FRAC:1.5,:5')).toEqual([]);
    expect(parseE2ePromoCodes(undefined)).toEqual([]);
  });
});
