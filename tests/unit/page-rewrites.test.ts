import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pageRewrites } from '@/lib/config/page-rewrites';

// next.config.ts serves English pages and /explore's cached tab pages without proxy.ts (docs/decisions.md).
// Each rewrite is applied here with Next's own matchers, first match wins (every destination is a page).
type Has = { type: string; key: string; value?: string }[];
const require = createRequire(import.meta.url);
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match') as {
  getPathMatch: (s: string, o: object) => (p: string) => false | Record<string, string>;
};
const { matchHas, prepareDestination } = require('next/dist/shared/lib/router/utils/prepare-destination') as {
  matchHas: (req: object, query: object, has?: Has, missing?: Has) => false | Record<string, string>;
  prepareDestination: (a: object) => { parsedDestination: { pathname: string } };
};

function served(url: string): string {
  const u = new URL(url, 'http://x');
  const query = Object.fromEntries(u.searchParams);
  for (const r of pageRewrites) {
    const params = getPathMatch(r.source, { removeUnnamedParams: true, strict: true })(u.pathname);
    if (!params) continue;
    const hasParams = matchHas({ headers: {}, cookies: {} }, query, r.has, r.missing);
    if (!hasParams) continue;
    return prepareDestination({
      destination: r.destination,
      params: { ...params, ...hasParams },
      query,
      appendParamsToQuery: false,
    }).parsedDestination.pathname;
  }
  return u.pathname;
}

describe('page rewrites (what proxy.ts would do for an English visitor)', () => {
  it('serves the unprefixed public pages as the English ones, and leaves the rest to proxy.ts', () => {
    expect(served('/')).toBe('/en');
    expect(served('/terms')).toBe('/en/terms');
    expect(served('/privacy')).toBe('/en/privacy');
    expect(served('/coppa')).toBe('/en/coppa');
    for (const p of ['/creator-studio', '/create-character', '/explore/sticker-pack/abc', '/termsx'])
      expect(served(p), p).toBe(p);
  });

  it('leaves the API, files, Next assets and prefixed pages alone', () => {
    for (const p of [
      '/v1/health',
      '/api/auth/x',
      '/_next/static/a.js',
      '/blobs/a',
      '/og/en',
      '/icon.svg',
      '/de/terms',
      '/pt-BR',
    ])
      expect(served(p), p).toBe(p);
  });

  it('sends /explore without a search to the cached tab page, in every locale', () => {
    expect(served('/explore')).toBe('/en/explore/tab/stickers');
    expect(served('/explore?tab=sticker-packs')).toBe('/en/explore/tab/sticker-packs');
    expect(served('/explore?tab=nonsense')).toBe('/en/explore/tab/stickers');
    expect(served('/explore?tab=characters&q=%20')).toBe('/en/explore/tab/characters');
    expect(served('/explore?q=cat&tab=characters')).toBe('/en/explore');
    expect(served('/de/explore?tab=characters')).toBe('/de/explore/tab/characters');
    expect(served('/pt-BR/explore')).toBe('/pt-BR/explore/tab/stickers');
    expect(served('/ja/explore?q=neko')).toBe('/ja/explore');
  });
});
