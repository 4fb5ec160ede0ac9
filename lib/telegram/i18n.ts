import 'server-only';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/config/locales';
import en from '@/messages/en.json';

type TelegramMessages = typeof en.telegram;
const loaded = new Map<Locale, Promise<Partial<TelegramMessages>>>();

/** Telegram's language_code ('de', 'pt-br', 'zh-hans') → one of our locales, else English. */
export function localeFromTelegram(code: string | undefined): Locale {
  if (!code) return DEFAULT_LOCALE;
  const lower = code.toLowerCase();
  if (lower === 'pt-br') return 'pt-BR';
  const base = lower.split('-')[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

// A locale file may not exist yet (translations come later) or lack keys: English fills the gaps.
async function load(locale: Locale): Promise<Partial<TelegramMessages>> {
  if (locale === DEFAULT_LOCALE) return en.telegram;
  try {
    const mod = (await import(`../../messages/${locale}.json`)) as {
      default: { telegram?: Partial<TelegramMessages> };
    };
    return mod.default.telegram ?? {};
  } catch {
    return {};
  }
}

export async function botTranslator(languageCode: string | undefined) {
  const locale = localeFromTelegram(languageCode);
  if (!loaded.has(locale)) loaded.set(locale, load(locale));
  const messages = { telegram: { ...en.telegram, ...(await loaded.get(locale)) } };
  return createTranslator({ locale, messages, namespace: 'telegram' });
}

export type BotT = Awaited<ReturnType<typeof botTranslator>>;
