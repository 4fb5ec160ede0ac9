import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/config/locales';
import {
  OCCASION_TEXTS_DIR,
  OCCASIONS,
  type Occasion,
  type OccasionFile,
  type OccasionTexts,
} from './occasion-bank';
import { DESCRIPTION_FALLBACK } from './banks';

// Read once per language and kept, like texts.ts: the files ship with the deployment.
const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), OCCASION_TEXTS_DIR);
const loaded = new Map<string, OccasionFile | null>();

function occasionFile(language: string): OccasionFile | undefined {
  // Only names of the form of a language tag are ever read, so a request cannot pick a path.
  if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(language)) return undefined;
  if (!loaded.has(language)) {
    const file = path.join(/*turbopackIgnore: true*/ dir, `${language}.json`);
    loaded.set(
      language,
      fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as OccasionFile) : null,
    );
  }
  return loaded.get(language) ?? undefined;
}

/** An occasion's label texts in a label language (English when the language has none). */
export function occasionLabels(occasion: Occasion, language: string): readonly string[] {
  return (occasionFile(language) ?? occasionFile('en'))?.[occasion.id]?.labels ?? [];
}

/** An occasion's description ideas in the language the description bank really is (banks.ts). */
export function occasionIdeas(occasion: Occasion, language: string): readonly string[] {
  const own = occasionFile(language)?.[occasion.id]?.ideas;
  if (own) return own;
  const fallback = occasionFile(DESCRIPTION_FALLBACK[language] ?? 'en')?.[occasion.id]?.ideas;
  return fallback ?? occasionFile('en')?.[occasion.id]?.ideas ?? [];
}

const LETTER = '\\p{L}\\p{M}';
// Latin, Cyrillic and Greek words inflect at their end ("birthdays", "Рождеством"): a trigger matches
// at a word's start; a short one only as a whole word, so "eid" is not found in "Eidechse". Arabic
// joins its article and one-letter prefixes to the word ("العيد", "وعيد"), so they may come first;
// scripts written without spaces (Chinese, Japanese, Thai) match anywhere.
function pattern(trigger: string): RegExp {
  const t = trigger
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (/\p{Script=Arabic}/u.test(t)) return new RegExp(`(?<![${LETTER}])(?:[وفبلك])?(?:ال)?${t}`, 'u');
  if (/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}\s'’-]+$/u.test(t)) {
    const end = [...t].length <= 4 ? `(?![${LETTER}])` : '';
    return new RegExp(`(?<![${LETTER}])${t}${end}`, 'u');
  }
  if (/[\p{Script=Devanagari}\p{Script=Hangul}]/u.test(t)) return new RegExp(`(?<![${LETTER}])${t}`, 'u');
  return new RegExp(t, 'u');
}

let triggers: { occasion: Occasion; re: RegExp; length: number }[] | undefined;

/** Every interface language's trigger words, each a matcher: a theme may be in any of them. */
function allTriggers() {
  triggers ??= OCCASIONS.flatMap((occasion) =>
    LOCALES.flatMap((locale) =>
      ((occasionFile(locale)?.[occasion.id] as OccasionTexts | undefined)?.triggers ?? []).map((t) => ({
        occasion: occasion as Occasion,
        re: pattern(t),
        length: [...t].length,
      })),
    ),
  );
  return triggers;
}

/**
 * The occasion a theme names, if any. When several match, the longest trigger wins: "Lunar New
 * Year" is not "New Year", and "عيد الميلاد المجيد" (Christmas) is not "عيد" (Eid).
 */
export function findOccasion(...texts: readonly string[]): Occasion | undefined {
  const text = texts.join(' \n ').normalize('NFKC').toLocaleLowerCase();
  if (!text.trim()) return undefined;
  let best: { occasion: Occasion; length: number } | undefined;
  for (const t of allTriggers())
    if ((!best || t.length > best.length) && t.re.test(text))
      best = { occasion: t.occasion, length: t.length };
  return best?.occasion;
}
