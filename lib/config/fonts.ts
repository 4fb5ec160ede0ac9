import type { Locale } from './locales';

// Inter (OFL-1.1, from @fontsource-variable/inter 5) split by script into public/fonts, declared in
// app/globals.css with unicode-range so a browser downloads only the subsets a page's text uses.
// The file names carry a version: they are served as immutable (next.config.ts).
export const INTER_FILES = {
  latin: '/fonts/inter-latin-v5.woff2',
  latinExt: '/fonts/inter-latin-ext-v5.woff2',
  vietnamese: '/fonts/inter-vietnamese-v5.woff2',
  cyrillic: '/fonts/inter-cyrillic-v5.woff2',
} as const;

type Subset = keyof typeof INTER_FILES;

/**
 * The one subset worth preloading per locale: the script of its body text. Arabic, Devanagari, Thai
 * and CJK pages preload nothing (Inter has no such glyphs; their text uses the system's fonts), and
 * the rarer extended Latin subsets load on demand.
 */
export const PRELOADED_SUBSET: Record<Locale, Subset | null> = {
  en: 'latin',
  es: 'latin',
  pt: 'latin',
  'pt-BR': 'latin',
  pl: 'latin',
  de: 'latin',
  fr: 'latin',
  tr: 'latin',
  it: 'latin',
  id: 'latin',
  nl: 'latin',
  vi: 'latin',
  ru: 'cyrillic',
  uk: 'cyrillic',
  zh: null,
  hi: null,
  ar: null,
  ja: null,
  ko: null,
  th: null,
};
