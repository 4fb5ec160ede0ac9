import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/config/locales';

export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}

/** hreflang alternates for a path (docs/product-rules.md). */
export function alternatesFor(locale: Locale, path: string) {
  return {
    canonical: localizedPath(locale, path),
    languages: {
      ...Object.fromEntries(LOCALES.map((l) => [l, localizedPath(l, path)])),
      'x-default': path,
    },
  };
}
