import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { deepMerge } from '@/lib/i18n/deep-merge';
import en from '../../messages/en.json';

/**
 * A locale's messages, with English filling whatever its file lacks (docs/product-rules.md: a missing text falls
 * back instead of failing; CI checks completeness). In the build these are the compiled catalogs.
 */
export async function localeMessages(locale: Locale): Promise<AbstractIntlMessages> {
  if (locale === 'en') return en;
  const own = (await import(`../../messages/${locale}.json`).catch(() => ({ default: {} }))).default;
  return deepMerge(en, own);
}
