export const LOCALES = [
  'en',
  'zh',
  'es',
  'hi',
  'ar',
  'pt',
  'pt-BR',
  'ru',
  'pl',
  'uk',
  'ja',
  'de',
  'fr',
  'tr',
  'ko',
  'it',
  'id',
  'nl',
  'th',
  'vi',
] as const;

export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  es: 'Español',
  hi: 'हिन्दी',
  ar: 'العربية',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  pl: 'Polski',
  uk: 'Українська',
  ja: '日本語',
  de: 'Deutsch',
  fr: 'Français',
  tr: 'Türkçe',
  ko: '한국어',
  it: 'Italiano',
  id: 'Bahasa Indonesia',
  nl: 'Nederlands',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

// Product rule (docs/product-rules.md): used only when the visitor has no saved language. PH, MY and KZ map to unsupported languages.
export const COUNTRY_LOCALE: Record<string, Locale> = {
  UA: 'uk',
  RU: 'ru',
  FR: 'fr',
  DE: 'de',
  ES: 'es',
  PT: 'pt',
  IT: 'it',
  CN: 'zh',
  IN: 'hi',
  BR: 'pt-BR',
  KR: 'ko',
  ID: 'id',
  TR: 'tr',
  TH: 'th',
  VN: 'vi',
  SA: 'ar',
  JP: 'ja',
};

// The saved language choice: read by proxy.ts, written by next-intl and the language switcher.
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAgeSeconds: 60 * 60 * 24 * 365 } as const;

export const isLocale = (v: string | undefined | null): v is Locale =>
  !!v && (LOCALES as readonly string[]).includes(v);
export const dirFor = (l: Locale) => (RTL_LOCALES.has(l) ? 'rtl' : 'ltr');
