import { COUNTRY_LOCALE, DEFAULT_LOCALE, type Locale, LOCALES, isLocale } from '@/lib/config/locales';

const COUNTRY_HEADERS = [
  'x-vercel-ip-country',
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-country-code',
];

/** Product rule (docs/product-rules.md): a saved choice wins; else country header → language map; else Accept-Language; else English. */
export function detectLocale(headers: Headers, saved?: string | null): Locale {
  if (isLocale(saved)) return saved;
  for (const h of COUNTRY_HEADERS) {
    const country = headers.get(h)?.trim().toUpperCase();
    const mapped = country ? COUNTRY_LOCALE[country] : undefined;
    if (mapped) return mapped;
  }
  return fromAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

export function fromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split('-')[0]?.toLowerCase();
    if (base === 'en') return 'en';
    const byBase = LOCALES.find((l) => l.toLowerCase() === base);
    if (byBase) return byBase;
  }
  return undefined;
}
