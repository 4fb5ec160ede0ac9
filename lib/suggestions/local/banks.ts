import { LOCALES } from '@/lib/config/locales';
import type { PhraseBank } from './phrase-bank';
import { suggestionTexts } from './texts';

/** A curated bank for each of the 20 interface languages (the page asks in the interface language). */
export function phraseBanks(): Readonly<Record<string, PhraseBank>> {
  const banks: Record<string, PhraseBank> = {};
  for (const locale of LOCALES) {
    const bank = suggestionTexts(locale)?.bank;
    if (bank) banks[locale] = bank;
  }
  return banks;
}

/**
 * The other label languages have label texts of their own (label-bank.ts) but no description bank.
 * Their descriptions come in the closest language their speakers read: Malay in Indonesian (the two
 * are one language's standard registers, mutually intelligible), Kazakh in Russian (co-official in
 * Kazakhstan, read by nearly everyone), every other one in English.
 */
export const DESCRIPTION_FALLBACK: Readonly<Record<string, string>> = { ms: 'id', kk: 'ru' };

/** The bank a description language uses, and the language it really is. */
export function bankFor(language: string): { language: string; bank: PhraseBank } {
  const own = suggestionTexts(language)?.bank;
  if (own) return { language, bank: own };
  const fallback = DESCRIPTION_FALLBACK[language] ?? 'en';
  const borrowed = suggestionTexts(fallback)?.bank;
  if (borrowed) return { language: fallback, bank: borrowed };
  return { language: 'en', bank: suggestionTexts('en')?.bank as PhraseBank };
}
