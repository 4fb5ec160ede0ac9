import { isLocale, RTL_LOCALES } from '@/lib/config/locales';

// Numbers inside right-to-left text (docs/decisions.md): the bidi algorithm reorders a number's sign and a
// currency code around it ("1 000+" showed as "+000 1", "US$" as "$US"). Each token is wrapped in
// a left-to-right isolate (U+2066 … U+2069) so it keeps its own order, while the tokens themselves
// follow the locale's pattern. Left-to-right locales get the plain Intl string.
const LRI = '\u2066';
const PDI = '\u2069';

const isRtl = (locale: string) => isLocale(locale) && RTL_LOCALES.has(locale);

/** '1,000+' / '1.000+' / '1 000+': a hero claim in the locale's digits and grouping. */
export function formatStat(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale).format(value)}+`;
}

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign']);

/** A money amount in the locale's format; in RTL locales the number and the currency are isolated. */
export function formatCurrency(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  if (!isRtl(locale)) return format.format(amount);
  let out = '';
  let run = '';
  for (const part of format.formatToParts(amount)) {
    if (NUMBER_PARTS.has(part.type)) {
      run += part.value;
      continue;
    }
    if (run) out += LRI + run + PDI;
    run = '';
    out += part.type === 'currency' ? LRI + part.value + PDI : part.value;
  }
  return run ? out + LRI + run + PDI : out;
}

export const formatUsdPrice = (amount: number, locale: string) => formatCurrency(amount, 'USD', locale);

/** Removes the isolate marks (for comparing visible text in tests and for plain-text uses). */
export const stripIsolates = (s: string) => s.replace(/[\u2066-\u2069\u200e\u200f]/g, '');
