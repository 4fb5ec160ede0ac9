import { describe, expect, it } from 'vitest';
import { authErrorKey, waitMinutes } from '@/components/auth/auth-errors';

describe('auth modal errors', () => {
  it('a refused origin gets its own clear message, not "something went wrong"', () => {
    expect(authErrorKey({ status: 403, code: 'INVALID_ORIGIN' })).toBe('originRefused');
    expect(authErrorKey({ status: 403 })).toBe('originRefused');
    expect(authErrorKey({ status: 429 })).toBe('tooManyAttempts');
    expect(authErrorKey({ status: 500 })).toBe('generic');
  });
});

describe('an account whose sign-ins are paused', () => {
  it('gets its own message with the wait in minutes, in every language', async () => {
    const { createTranslator } = await import('next-intl');
    const { LOCALES } = await import('@/lib/config/locales');
    const refusal = { status: 429, code: 'TOO_MANY_FAILED_SIGN_INS', details: { retryAfterSeconds: 830 } };
    expect(authErrorKey(refusal)).toBe('accountLocked');
    expect(waitMinutes(refusal)).toBe(14);
    expect(waitMinutes({ status: 429 })).toBe(1);
    for (const locale of LOCALES) {
      const messages = (await import(`@/messages/${locale}.json`)).default;
      const t = createTranslator({ locale, messages, namespace: 'auth.errors' });
      const text = t('accountLocked', { minutes: waitMinutes(refusal) });
      expect(text, locale).toMatch(/14/);
      expect(text, locale).not.toBe(t('tooManyAttempts'));
    }
  });
});
