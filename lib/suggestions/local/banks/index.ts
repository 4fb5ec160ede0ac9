import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ptBR } from './pt-BR';
import { ru } from './ru';
import { th } from './th';
import { tr } from './tr';
import type { PhraseBank } from './types';
import { uk } from './uk';
import { vi } from './vi';
import { zh } from './zh';

/** A curated bank for each of the 20 interface languages (the page asks in the interface language). */
export const PHRASE_BANKS: Readonly<Record<string, PhraseBank>> = {
  en,
  zh,
  es,
  hi,
  ar,
  pt,
  'pt-BR': ptBR,
  ru,
  pl,
  uk,
  ja,
  de,
  fr,
  tr,
  ko,
  it,
  id,
  nl,
  th,
  vi,
};

/**
 * The other label languages (SPEC §9) have label texts of their own (label-bank.ts) but no
 * description bank. Their descriptions come in the closest language their speakers read: Malay
 * in Indonesian (the two are one language's standard registers, mutually intelligible), Kazakh in
 * Russian (co-official in Kazakhstan, read by nearly everyone), every other one in English.
 */
export const DESCRIPTION_FALLBACK: Readonly<Record<string, string>> = { ms: 'id', kk: 'ru' };

/** The bank a description language uses, and the language it really is. */
export function bankFor(language: string): { language: string; bank: PhraseBank } {
  const code = PHRASE_BANKS[language] ? language : (DESCRIPTION_FALLBACK[language] ?? 'en');
  return { language: code, bank: PHRASE_BANKS[code] ?? en };
}
