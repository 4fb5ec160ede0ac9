import 'server-only';
import { createTranslator } from 'use-intl/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/config/locales';
import en from '@/messages/en.json';

type BotMessages = { telegram: typeof en.telegram; publishing: { bot: typeof en.publishing.bot } };
type LocaleFile = {
  telegram?: Partial<BotMessages['telegram']>;
  publishing?: { bot?: Partial<BotMessages['publishing']['bot']> };
};
const loaded = new Map<Locale, Promise<LocaleFile>>();

/** Telegram's language_code ('de', 'pt-br', 'zh-hans') → one of our locales, else English. */
export function localeFromTelegram(code: string | undefined | null): Locale {
  if (!code) return DEFAULT_LOCALE;
  const lower = code.toLowerCase();
  if (lower === 'pt-br') return 'pt-BR';
  const base = lower.split('-')[0];
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

// A locale file may not exist yet (translations come later) or lack keys: English fills the gaps.
async function load(locale: Locale): Promise<LocaleFile> {
  if (locale === DEFAULT_LOCALE) return en;
  try {
    const mod = (await import(`../../messages/${locale}.json`)) as { default: LocaleFile };
    return mod.default;
  } catch {
    return {};
  }
}

async function messagesFor(languageCode: string | undefined | null) {
  const locale = localeFromTelegram(languageCode);
  if (!loaded.has(locale)) loaded.set(locale, load(locale));
  const file = (await loaded.get(locale)) ?? {};
  const messages: BotMessages = {
    telegram: { ...en.telegram, ...file.telegram },
    publishing: { bot: { ...en.publishing.bot, ...file.publishing?.bot } },
  };
  return { locale, messages };
}

export async function botTranslator(languageCode: string | undefined | null) {
  const { locale, messages } = await messagesFor(languageCode);
  return createTranslator({ locale, messages, namespace: 'telegram' });
}

/** The pack publishing texts (messages `publishing.bot`), for the /start handler and the publishing jobs. */
export async function packBotTranslator(languageCode: string | undefined | null) {
  const { locale, messages } = await messagesFor(languageCode);
  return createTranslator({ locale, messages, namespace: 'publishing.bot' });
}

export type BotT = Awaited<ReturnType<typeof botTranslator>>;
export type PackBotT = Awaited<ReturnType<typeof packBotTranslator>>;
