import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // First-visit detection is ours (country → Accept-Language → English), see lib/i18n/detect-locale.ts.
  localeDetection: false,
  // Visiting /ru must not save Russian for `/` (docs/decisions.md): only the language switcher writes the
  // cookie (components/layout/language-menu.tsx); proxy.ts reads it.
  localeCookie: false,
});
