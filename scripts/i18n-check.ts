// Fails when a locale misses a key of en.json, or still has the English text where it should differ,
// or when the suggestion composer's texts (lib/suggestions/local/phrases) differ from English in
// shape or placeholders, are empty, or are not in their language's script; the same for its occasion
// texts (lib/suggestions/local/occasions); and when the sticker parts' word lists
// (lib/media/sticker/parts/words) name other part ids than English, or have an empty word or a word
// out of their language's script.
import { findI18nProblems } from '../lib/i18n/check';
import { findPartWordProblems } from '../lib/media/sticker/parts/check-words';
import { PART_WORDS_DIR } from '../lib/media/sticker/parts/match';
import { findOccasionTextProblems, findSuggestionTextProblems } from '../lib/suggestions/local/check-texts';
import { OCCASION_TEXTS_DIR } from '../lib/suggestions/local/occasion-bank';
import { SUGGESTION_TEXTS_DIR } from '../lib/suggestions/local/phrase-bank';

const problems = [
  ...findI18nProblems('messages'),
  ...findSuggestionTextProblems(SUGGESTION_TEXTS_DIR).map((p) => ({
    ...p,
    locale: `${p.locale} (suggestions)`,
  })),
  ...findOccasionTextProblems(OCCASION_TEXTS_DIR).map((p) => ({ ...p, locale: `${p.locale} (occasions)` })),
  ...findPartWordProblems(PART_WORDS_DIR).map((p) => ({ ...p, locale: `${p.locale} (sticker parts)` })),
];
for (const p of problems) console.log(`${p.locale}: ${p.kind} ${p.key}`);
const byLocale = new Map<string, number>();
for (const p of problems) byLocale.set(p.locale, (byLocale.get(p.locale) ?? 0) + 1);
for (const [l, n] of byLocale) console.log(`${l}: ${n} problem(s)`);
if (problems.length) process.exit(1);
console.log('i18n: all locales complete');
