import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { deepMerge } from '@/lib/i18n/deep-merge';
import en from '../messages/en.json';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  if (locale === 'en') return { locale, messages: en };
  // SPEC §8: anything a bundle lacks falls back to English instead of failing (CI checks completeness).
  const own = (await import(`../messages/${locale}.json`).catch(() => ({ default: {} }))).default;
  return { locale, messages: deepMerge(en, own) };
});
