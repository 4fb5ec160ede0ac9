import { type APIRequestContext, expect, test } from '@playwright/test';
import { LABEL_LANGUAGES } from '../../lib/config/label-languages';
import { dirFor, LOCALE_NAMES, LOCALES, type Locale } from '../../lib/config/locales';
import { localizedPath } from '../../lib/i18n/alternates';
import { jsonLd, tags, textSegments } from './html';

// Polish: every locale's landing, legal and explore pages, as a search engine fetches them.
const PATHS = ['/', '/terms', '/privacy', '/coppa', '/explore'] as const;

// Names that are the same in every language: brands, card networks, the support address, and
// language names written in their own script.
const SAME_EVERYWHERE = new Set<string>([
  'Stickerfy',
  'Telegram',
  'Instagram',
  'TikTok',
  'X',
  'COPPA',
  'VISA',
  'AMEX',
  'Pay',
  'G Pay',
  'support@stickerfy.app',
  ...Object.values(LOCALE_NAMES),
  ...LABEL_LANGUAGES.map((l) => l.nativeName),
]);
const hasWords = (s: string) => /\p{L}{2,}/u.test(s);
const looksLikeKey = (s: string) => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+){1,}$/.test(s);

type Page = { status: number; html: string };
const cache = new Map<string, Promise<Page>>();
function fetchPage(request: APIRequestContext, url: string): Promise<Page> {
  if (!cache.has(url)) {
    cache.set(
      url,
      request.get(url, { maxRedirects: 0 }).then(async (r) => ({ status: r.status(), html: await r.text() })),
    );
  }
  return cache.get(url) as Promise<Page>;
}

let origin = '';
/** Absolute URLs as canonical links write them: the home page is the bare origin. */
const abs = (path: string) => `${origin}${path === '/' ? '' : path}`;
test.beforeAll(async ({ request }) => {
  // The configured APP_URL, as the build wrote it into robots.txt.
  const robots = await (await request.get('/robots.txt')).text();
  origin = new URL(/Sitemap: (\S+)/.exec(robots)?.[1] ?? '').origin;
  expect(origin).toMatch(/^https?:\/\//);
});

test('robots.txt and the sitemap name the configured APP_URL and every locale', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toMatch(/Disallow: \/billing/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of PATHS) {
    expect(sitemap).toContain(`<loc>${abs(path)}</loc>`);
    for (const l of LOCALES)
      expect(sitemap).toContain(`hreflang="${l}" href="${abs(localizedPath(l, path))}"`);
  }
});

for (const locale of LOCALES) {
  test(`${locale}: landing, legal and explore pages are complete for search engines`, async ({ request }) => {
    for (const path of PATHS) {
      const url = localizedPath(locale, path);
      const { status, html } = await fetchPage(request, url);
      expect(status, url).toBe(200);
      const [htmlTag] = tags(html, 'html');
      expect(htmlTag?.lang, url).toBe(locale);
      expect(htmlTag?.dir, url).toBe(dirFor(locale as Locale));

      const links = tags(html, 'link');
      expect(links.find((l) => l.rel === 'canonical')?.href, url).toBe(abs(url));
      const alternates = Object.fromEntries(
        links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]),
      );
      expect(Object.keys(alternates).sort(), url).toEqual([...LOCALES, 'x-default'].sort());
      for (const l of LOCALES) expect(alternates[l], `${url} → ${l}`).toBe(abs(localizedPath(l, path)));
      expect(alternates['x-default'], url).toBe(abs(path));

      const blocks = jsonLd(html);
      for (const b of blocks) expect(() => JSON.parse(b), `${url} JSON-LD`).not.toThrow();

      const segments = textSegments(html);
      expect(segments.filter(looksLikeKey), `${url} shows message keys`).toEqual([]);
      expect(html, url).not.toContain('MISSING_MESSAGE');

      if (path === '/explore') continue; // the lead's page: checked for the basics above
      const metas = tags(html, 'meta');
      const og = (p: string) => metas.find((m) => m.property === p)?.content;
      const tw = (n: string) => metas.find((m) => m.name === n)?.content;
      expect(og('og:image'), url).toBe(`${origin}/og/${locale}.png`);
      expect(og('og:url'), url).toBe(abs(url));
      expect(og('og:locale'), url).toBe(locale.replace('-', '_'));
      expect(tw('twitter:card'), url).toBe('summary_large_image');
      expect(tw('twitter:image'), `${url}: X reads og:image, no copy`).toBeUndefined();
      expect(metas.find((m) => m.name === 'description')?.content?.length ?? 0, url).toBeGreaterThan(10);
    }
  });
}

test('the landing JSON-LD: Organization, Product with the four offers, FAQPage', async ({ request }) => {
  for (const locale of ['en', 'ar', 'ja'] as const) {
    const { html } = await fetchPage(request, localizedPath(locale, '/'));
    // Written once: not again inside the inlined RSC data (lib/seo/json-ld-handoff.ts).
    expect(html.split('"@context"').length - 1, locale).toBe(1);
    const graph = JSON.parse(jsonLd(html)[0] ?? '{}')['@graph'] as {
      '@type': string;
      [k: string]: unknown;
    }[];
    const byType = Object.fromEntries(graph.map((n) => [n['@type'], n]));
    expect(byType.Organization).toMatchObject({ name: 'Stickerfy', url: origin });
    expect(byType.Product?.image).toBe(`${origin}/og/${locale}.png`);
    const offers = (byType.Product?.offers ?? []) as { price: string; priceCurrency: string }[];
    expect(offers.map((o) => [o.price, o.priceCurrency])).toEqual([
      ['4.99', 'USD'],
      ['9.99', 'USD'],
      ['19.99', 'USD'],
      ['29.99', 'USD'],
    ]);
    const questions = (byType.FAQPage?.mainEntity ?? []) as {
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(questions).toHaveLength(7);
    // The questions are the page's own, in its language.
    const text = textSegments(html);
    for (const q of questions) expect(text, locale).toContain(q.name);
  }
});

test('each locale has its own Open Graph card, a real PNG', async ({ request }) => {
  const sizes = new Set<number>();
  for (const locale of LOCALES) {
    const res = await request.get(`/og/${locale}.png`);
    expect(res.status(), locale).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const body = await res.body();
    expect(body.subarray(1, 4).toString(), locale).toBe('PNG');
    expect(body.readUInt32BE(16), locale).toBe(1200); // IHDR width
    expect(body.readUInt32BE(20), locale).toBe(630);
    sizes.add(body.length);
  }
  expect(sizes.size).toBeGreaterThan(LOCALES.length / 2); // drawn per locale, not one image copied
});

test('no raw English on non-English pages beyond brand names', async ({ request }) => {
  const leaks: string[] = [];
  for (const path of PATHS) {
    const english = new Set(textSegments((await fetchPage(request, path)).html));
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      const url = localizedPath(locale, path);
      for (const s of new Set(textSegments((await fetchPage(request, url)).html))) {
        if (english.has(s) && hasWords(s) && !SAME_EVERYWHERE.has(s)) leaks.push(`${url}: ${s}`);
      }
    }
  }
  expect(leaks).toEqual([]);
});
