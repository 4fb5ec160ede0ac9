import { pick, rng } from '../random';
import { type ChosenParts, kindOf, PART_IDS, PART_KINDS, type PartKind } from './catalogue';

// Words → parts (no I/O here; words.ts reads the files). A word matches the text case-insensitively:
// whole words where words are spaced ("cap" is not in "capital"); a trailing * lets any ending follow
// ("celebrat*", "кофе*"), a leading * any beginning (Arabic's and Hebrew's attached articles:
// "*قهوة"). Scripts written without spaces (Chinese, Japanese, Thai) match anywhere in the text.

/**
 * Where the word lists live, from the project root: one JSON file per label language ({ "parts": {
 * id: [words] } }), data rather than code, read by words.ts and checked by `npm run i18n:check`
 * (check-words.ts).
 */
export const PART_WORDS_DIR = 'lib/media/sticker/parts/words';

/** One language's file: part id → its words. */
export type PartWords = Record<string, string[]>;

type Compiled = { id: string; kind: PartKind; re: RegExp };

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s: string) => s.normalize('NFC').toLowerCase();
const LETTER = '[\\p{L}\\p{M}\\p{N}]';

/** The pattern of one word (see above), or null for an empty one. */
export function wordPattern(word: string): RegExp | null {
  let w = norm(word.trim());
  const anyStart = w.startsWith('*');
  const anyEnd = w.endsWith('*');
  w = w.replace(/^\*+|\*+$/g, '').trim();
  if (!w) return null;
  // Spaces inside a phrase match any run of spaces, hyphens or underscores, or none ("good night",
  // "goodnight"; "quoi ?" and "quoi?").
  const body = w
    .split(/[\s\-_]+/)
    .map(escapeRe)
    .join('[\\s\\-_]*');
  if (UNSPACED.test(w)) return new RegExp(body, 'iu');
  return new RegExp(`${anyStart ? '' : `(?<!${LETTER})`}${body}${anyEnd ? '' : `(?!${LETTER})`}`, 'iu');
}

/** Short words of another language than the sticker's (or English) are left out: "gift" is poison in German. */
const MIN_FOREIGN = 4;

export type PartMatcher = {
  /** Part ids whose words occur in the text, in catalogue order. */
  match(text: string, language?: string): string[];
};

/** A matcher over every language's words (the text may be in any of them). */
export function compileMatcher(files: Record<string, PartWords>): PartMatcher {
  const byLanguage = new Map<string, Compiled[]>();
  const short = new Set<Compiled>();
  for (const [language, words] of Object.entries(files)) {
    const list: Compiled[] = [];
    for (const [id, ws] of Object.entries(words)) {
      const kind = kindOf(id);
      if (!kind) continue;
      for (const w of ws) {
        const re = wordPattern(w);
        if (!re) continue;
        const c = { id, kind, re };
        const letters = w.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
        if (!UNSPACED.test(w) && letters.length < MIN_FOREIGN) short.add(c);
        list.push(c);
      }
    }
    byLanguage.set(language, list);
  }
  const order = new Map(PART_IDS.map((id, i) => [id, i]));
  return {
    match(text, language) {
      const t = norm(text);
      const found = new Set<string>();
      for (const [lang, list] of byLanguage) {
        const own = lang === 'en' || lang === language;
        for (const c of list) {
          if (found.has(c.id) || (!own && short.has(c))) continue;
          if (c.re.test(t)) found.add(c.id);
        }
      }
      return [...found].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    },
  };
}

/** One part of each kind among the matched ones, chosen per seed (the same sticker, the same parts). */
export function chooseFrom(matched: readonly string[], seed: number): ChosenParts {
  const r = rng((seed ^ 0x51ed270b) >>> 0);
  const chosen: ChosenParts = {};
  for (const kind of PART_KINDS) {
    const candidates = matched.filter((id) => kindOf(id) === kind);
    // The stream advances the same way whatever matched, so one kind's choice never moves another's.
    const roll = r();
    if (candidates.length) chosen[kind] = pick(() => roll, candidates);
  }
  return chosen;
}
