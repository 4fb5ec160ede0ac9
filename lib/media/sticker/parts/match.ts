import { DEFAULT_POSES, POSE_IDS } from '../body/poses';
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

/** A word's pattern is built the first time its probe is in a text (thousands of words, few used). */
type Compiled = { id: string; kind: PartKind; word: string; re?: RegExp; probe: string };

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
        if (!w.replace(/\*/g, '').trim()) continue;
        // A plain piece of the word the text must contain: most words are ruled out by it alone.
        const probe = norm(w)
          .replace(/^\*+|\*+$/g, '')
          .split(/[\s\-_]+/)
          .reduce((a, b) => (b.length > a.length ? b : a), '');
        const c: Compiled = { id, kind, word: w, probe };
        const letters = w.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
        if (!UNSPACED.test(w) && letters.length < MIN_FOREIGN) short.add(c);
        list.push(c);
      }
    }
    byLanguage.set(language, list);
  }
  const order = new Map([...PART_IDS, ...POSE_IDS].map((id, i) => [id, i]));
  return {
    match(text, language) {
      const t = norm(text);
      // Where each part's words were found: a part found only inside another part's longer phrase
      // of the same kind gives way to it ("crown" in "flower crown", "cap" in "graduation cap").
      const spans = new Map<string, [number, number][]>();
      for (const [lang, list] of byLanguage) {
        const own = lang === 'en' || lang === language;
        for (const c of list) {
          if ((!own && short.has(c)) || !t.includes(c.probe)) continue;
          if (!c.re) {
            const re = wordPattern(c.word) as RegExp;
            c.re = new RegExp(re.source, `${re.flags}g`);
          }
          for (const m of t.matchAll(c.re)) {
            const at = m.index ?? 0;
            const list2 = spans.get(c.id) ?? [];
            list2.push([at, at + m[0].length]);
            spans.set(c.id, list2);
          }
        }
      }
      const inside = (a: [number, number], b: [number, number]) =>
        b[0] <= a[0] && a[1] <= b[1] && b[1] - b[0] > a[1] - a[0];
      const found = [...spans.keys()].filter((id) => {
        const kind = kindOf(id);
        const mine = spans.get(id) ?? [];
        return !mine.every((s) =>
          [...spans].some(
            ([other, theirs]) => other !== id && kindOf(other) === kind && theirs.some((o) => inside(s, o)),
          ),
        );
      });
      return found.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    },
  };
}

/** The pose a sticker's words ask for, chosen per seed among several; without one, a cheerful default. */
export function choosePoseFrom(matched: readonly string[], seed: number): string {
  const candidates = matched.filter((id) => kindOf(id) === 'pose');
  const r = rng((seed ^ 0x7a3c91e5) >>> 0);
  return pick(r, candidates.length ? candidates : DEFAULT_POSES);
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
