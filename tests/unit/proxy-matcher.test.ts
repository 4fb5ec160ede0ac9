import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/locales';
import { PUBLIC_PAGES } from '@/lib/config/page-rewrites';

// proxy.ts runs only where locale routing is needed (docs/decisions.md). Its matcher must be a literal for
// Next's analyser, so this test compiles it the way Next does and checks it against the locale list.
const require = createRequire(import.meta.url);
type Has = { type: string; key: string; value?: string }[];
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (m: unknown[], c: object) => { regexp: string; has?: Has; missing?: Has }[];
};
const { matchHas } = require('next/dist/shared/lib/router/utils/prepare-destination') as {
  matchHas: (req: object, query: object, has?: Has, missing?: Has) => false | object;
};
// Read from the source (importing proxy.ts would load next-intl's middleware outside Next).
const literal = fs
  .readFileSync('proxy.ts', 'utf8')
  .match(/matcher:\s*(\[[\s\S]*?\n {2}\]),\n\};/)?.[1] as string;
const matcher = new Function(`return ${literal}`)() as unknown[];
const matchers = getMiddlewareMatchers(matcher, {}).map((m) => ({ ...m, re: new RegExp(m.regexp) }));
/** Whether Next runs proxy.ts for this path, evaluating the matchers' conditions as Next does. */
const runs = (path: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  matchers.some(
    (m) => m.re.test(path) && matchHas({ headers, cookies }, {}, m.has ?? [], m.missing ?? []) !== false,
  );

describe('proxy matcher', () => {
  it('always runs on the studio, /en/… (redirected to unprefixed) and the rest of /explore', () => {
    for (const p of [
      '/en',
      '/en/terms',
      '/explore/tab/characters',
      '/explore/sticker-pack/abc',
      '/creator-studio',
      '/create-character',
      '/items',
      '/english',
      '/termsx',
    ])
      expect(runs(p), p).toBe(true);
  });

  it('runs on the public pages only when the visitor may be sent to another language', () => {
    const pages = ['/', '/terms', '/privacy', '/coppa', '/explore'];
    for (const p of pages) {
      // An English browser with no saved choice: next.config.ts's rewrites serve /en without it.
      expect(runs(p), p).toBe(false);
      expect(runs(p, { 'accept-language': 'en-US,en;q=0.9,de;q=0.8' }), p).toBe(false);
      expect(runs(p, { 'accept-language': 'en' }), p).toBe(false);
      // Anything detection could turn into another language runs it.
      expect(runs(p, { 'accept-language': 'de-DE,de;q=0.9' }), p).toBe(true);
      expect(runs(p, { 'accept-language': 'en;q=0.1,de' }), p).toBe(true);
      expect(runs(p, { 'accept-language': '*' }), p).toBe(true);
      expect(runs(p, {}, { NEXT_LOCALE: 'fr' }), p).toBe(true);
      for (const h of ['x-vercel-ip-country', 'cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'])
        expect(runs(p, { [h]: 'JP' }), `${p} ${h}`).toBe(true);
      expect(runs(`${p}/%E0%A4%A`.replace('//', '/')), p).toBe(true);
      expect(PUBLIC_PAGES.some((page) => p === `/${page}`) || p === '/', p).toBe(true);
    }
  });

  it('skips every non-default locale prefix, whatever the locale list holds', () => {
    for (const l of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      expect(runs(`/${l}`), l).toBe(false);
      expect(runs(`/${l}/terms`), l).toBe(false);
      // …except to refuse a path Next cannot decode.
      expect(runs(`/${l}/%E0%A4%A`), l).toBe(true);
      // /explore's cached tab pages come from next.config.ts's rewrites (page-rewrites.test.ts).
      expect(runs(`/${l}/explore`), l).toBe(false);
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
      '/i18n/de/auth.json',
      '/i18n/de/auth',
      '/test-checkout/s1',
      '/hero/1.webp',
      '/illustrations/pack-not-found.svg',
      '/icon.svg',
      '/robots.txt',
    ])
      expect(runs(p), p).toBe(false);
  });

  it('runs wherever server code asks who is calling with Clerk’s session cookie or a bearer token', () => {
    // lib/auth/clerk.ts reads the caller from what Clerk's middleware verified (auth()).
    const session = { __session: 'eyJ…' };
    for (const p of ['/v1/users/me', '/api/inngest', '/blobs/private/u1/a.webp', '/de/terms', '/ja/explore'])
      expect(runs(p, {}, session), p).toBe(true);
    expect(runs('/v1/users/me', { authorization: 'Bearer eyJ…' })).toBe(true);
    // Not for assets and files, nor for English public pages (static: they read no session).
    for (const p of ['/_next/static/chunks/a.js', '/icon.svg', '/', '/terms'])
      expect(runs(p, {}, session), p).toBe(false);
  });
});
