import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from '@/lib/config/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // First-visit detection is ours (country → Accept-Language → English), see lib/i18n/detect-locale.ts.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE.name, maxAge: LOCALE_COOKIE.maxAgeSeconds, sameSite: 'lax' },
});
