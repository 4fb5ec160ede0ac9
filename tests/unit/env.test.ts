import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_APP_URL, describeModes, loadEnv } from '@/lib/env';
import { buildEnvFingerprint } from '@/lib/http/csp';
import { effectiveAppUrl } from '@/lib/net/app-url';
import { listenHost } from '@/lib/server/listen-host';
import { withAppUrl } from '../../scripts/build-env-fingerprint';

describe('loadEnv', () => {
  it('runs fully embedded with nothing set', () => {
    const e = loadEnv({});
    expect(Object.values(e.modes).every((m) => m === 'embedded')).toBe(true);
    expect(e.testCheckout).toBe(true);
    expect(e.noCaptcha).toBe(true);
    expect(describeModes(e)).toHaveLength(9);
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
      BLOB_PRIVATE_READ_WRITE_TOKEN: 'bp',
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

describe('safe defaults in public', () => {
  it('an embedded database served at a public APP_URL needs a bot check or ALLOW_NO_CAPTCHA=1', () => {
    expect(() => loadEnv({ APP_URL: 'https://stickers.example' })).toThrow(/ALLOW_NO_CAPTCHA/);
    const open = loadEnv({ APP_URL: 'https://stickers.example', ALLOW_NO_CAPTCHA: '1' });
    expect(open.testCheckout).toBe(false); // no free credits for the world
    expect(open.purchasesEnabled).toBe(false);
    expect(
      loadEnv({ APP_URL: 'https://stickers.example', ALLOW_NO_CAPTCHA: '1', ALLOW_TEST_CHECKOUT: '1' })
        .testCheckout,
    ).toBe(true);
  });

  it('a machine of one’s own keeps the test checkout and no bot check', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3217', undefined]) {
      const e = loadEnv(url ? { APP_URL: url } : {});
      expect([e.testCheckout, e.noCaptcha]).toEqual([true, true]);
    }
  });

  it('sign-in trusts localhost and 127.0.0.1 on a loopback install, APP_URL only in public', async () => {
    const { trustedOriginsFor } = await import('@/lib/auth/embedded');
    expect(
      trustedOriginsFor('http://localhost:3000', 'http://localhost:3000/api/auth/sign-up').sort(),
    ).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    // A loopback install served on another port than APP_URL's (e2e: PORT=3217).
    expect(trustedOriginsFor('http://127.0.0.1:3000', 'http://localhost:3217/api/auth/x')).toContain(
      'http://127.0.0.1:3217',
    );
    // The real public case: `next start` behind a proxy sees http://localhost:PORT as the request URL.
    for (const requestUrl of [
      'http://localhost:3000/api/auth/sign-up/email',
      'http://127.0.0.1:3000/api/auth/sign-up/email',
      'https://stickers.example/api/auth/x',
      undefined,
    ])
      expect(trustedOriginsFor('https://stickers.example', requestUrl)).toEqual(['https://stickers.example']);
  });
});

describe('the app’s own address', () => {
  it('follows where the server listens when APP_URL is not set', () => {
    expect(loadEnv({}).appUrl).toBe(DEFAULT_APP_URL);
    expect(loadEnv({ PORT: '3999' }).appUrl).toBe('http://localhost:3999');
    expect(loadEnv({ PORT: '3999', HOSTNAME: '127.0.0.1' }).appUrl).toBe('http://127.0.0.1:3999');
    expect(loadEnv({ PORT: '3999', HOSTNAME: '::1' }).appUrl).toBe('http://[::1]:3999');
    // A wildcard is no address to link to: links name localhost.
    expect(loadEnv({ PORT: '3999', HOSTNAME: '0.0.0.0' }).appUrl).toBe('http://localhost:3999');
    expect(loadEnv({ HOSTNAME: '::' }).appUrl).toBe(DEFAULT_APP_URL);
    // A loopback address is still a machine of one's own; a named host on the network is not.
    expect(loadEnv({ PORT: '3999' }).testCheckout).toBe(true);
    const lan = loadEnv({ HOSTNAME: 'stickers.lan', ALLOW_NO_CAPTCHA: '1' });
    expect([lan.appUrl, lan.testCheckout]).toEqual(['http://stickers.lan:3000', false]);
  });

  it('APP_URL wins over PORT and HOSTNAME', () => {
    const e = loadEnv({
      APP_URL: 'https://stickers.example/',
      PORT: '3999',
      HOSTNAME: '10.0.0.5',
      ALLOW_NO_CAPTCHA: '1',
    });
    expect(e.appUrl).toBe('https://stickers.example');
    expect(loadEnv({ APP_URL: 'http://127.0.0.1:3217', PORT: '3999' }).appUrl).toBe('http://127.0.0.1:3217');
    expect(effectiveAppUrl({ APP_URL: ' https://a.example/ ', PORT: '1' })).toBe('https://a.example');
  });

  it('a new PORT without APP_URL changes the build fingerprint (static pages bake the address)', () => {
    const print = (env: Record<string, string>) => buildEnvFingerprint(withAppUrl(env));
    expect(print({ PORT: '3999' })).not.toBe(print({}));
    expect(print({ PORT: '3000' })).toBe(print({}));
    expect(print({ HOSTNAME: '127.0.0.1' })).not.toBe(print({}));
    // With APP_URL the links name it, whatever the port.
    expect(print({ APP_URL: 'https://a.example', PORT: '3999' })).toBe(
      print({ APP_URL: 'https://a.example' }),
    );
    expect(listenHost({ PORT: '3999' })).toBe('127.0.0.1');
  });
});
