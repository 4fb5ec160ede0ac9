import { describe, expect, it } from 'vitest';
import { ConfigError, describeModes, loadEnv } from '@/lib/env';

describe('loadEnv (DESIGN §2)', () => {
  it('runs fully embedded with nothing set', () => {
    const e = loadEnv({});
    expect(Object.values(e.modes).every((m) => m === 'embedded')).toBe(true);
    expect(e.testCheckout).toBe(true);
    expect(e.noCaptcha).toBe(true);
    expect(describeModes(e)).toHaveLength(8);
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is missing/);
    expect(() => loadEnv({ CLERK_SECRET_KEY: 'sk' })).toThrow(/NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY/);
    expect(() => loadEnv({ TELEGRAM_BOT_TOKEN: '1:x' })).toThrow(/TELEGRAM_WEBHOOK_SECRET/);
  });

  it('treats blank values as unset', () => {
    expect(loadEnv({ STRIPE_SECRET_KEY: '  ' }).modes.payments).toBe('embedded');
  });

  it('turns off the test checkout and requires a bot check with a hosted database', () => {
    const base = { DATABASE_URL: 'postgres://x/y', ALLOW_NO_CAPTCHA: '1' };
    const e = loadEnv(base);
    expect(e.testCheckout).toBe(false);
    expect(e.purchasesEnabled).toBe(false);
    expect(loadEnv({ ...base, ALLOW_TEST_CHECKOUT: '1' }).testCheckout).toBe(true);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://x/y' })).toThrow(/Turnstile/);
  });

  it('uses every hosted service when fully configured', () => {
    const e = loadEnv({
      DATABASE_URL: 'postgres://x/y',
      BLOB_READ_WRITE_TOKEN: 'b',
      CLERK_SECRET_KEY: 'sk',
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk',
      INNGEST_EVENT_KEY: 'e',
      INNGEST_SIGNING_KEY: 's',
      REPLICATE_API_TOKEN: 'r',
      STRIPE_SECRET_KEY: 'sk_test',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      TELEGRAM_BOT_TOKEN: '1:x',
      TELEGRAM_WEBHOOK_SECRET: 'sec',
      TURNSTILE_SECRET_KEY: 't',
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'site',
    });
    expect(Object.values(e.modes).every((m) => m === 'hosted')).toBe(true);
    expect(e.purchasesEnabled).toBe(true);
  });
});
