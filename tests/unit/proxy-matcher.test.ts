import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/locales';

// proxy.ts runs only where locale routing is needed (issue 12). Its matcher must be a literal for
// Next's analyser, so this test compiles it the way Next does and checks it against the locale list.
const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (m: string[], c: object) => { regexp: string }[];
};
// Read from the source (importing proxy.ts would load next-intl's middleware outside Next).
const literal = fs.readFileSync('proxy.ts', 'utf8').match(/matcher:\s*(\[[\s\S]*?\])/)?.[1] as string;
const matcher = new Function(`return ${literal}`)() as string[];
const matchers = getMiddlewareMatchers(matcher, {}).map((m) => new RegExp(m.regexp));
const runs = (path: string) => matchers.some((re) => re.test(path));

describe('proxy matcher', () => {
  it('runs on unprefixed (English) pages and on /en/… (redirected to unprefixed)', () => {
    for (const p of ['/', '/terms', '/explore', '/creator-studio', '/items', '/en', '/en/terms', '/english'])
      expect(runs(p), p).toBe(true);
  });

  it('skips every non-default locale prefix, whatever the locale list holds', () => {
    for (const l of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(runs(`/${l}`), l).toBe(false);
      expect(runs(`/${l}/terms`), l).toBe(false);
      // …except to refuse a path Next cannot decode.
      expect(runs(`/${l}/%E0%A4%A`), l).toBe(true);
      // …and to serve /explore's cached tab pages.
      expect(runs(`/${l}/explore`), l).toBe(true);
      // …and to send the cached route's own address there.
      expect(runs(`/${l}/explore/tab/sticker-packs`), l).toBe(true);
      expect(runs(`/${l}/explore/sticker-pack/abc`), l).toBe(false);
    }
  });

  it('skips the API, webhooks, assets and files', () => {
    for (const p of [
      '/v1/users/me',
      '/api/auth/get-session',
      '/_next/static/chunks/a.js',
      '/blobs/x',
      '/test-checkout/s1',
      '/hero/1.webp',
      '/illustrations/pack-not-found.svg',
      '/icon.svg',
      '/robots.txt',
    ])
      expect(runs(p), p).toBe(false);
  });
});
