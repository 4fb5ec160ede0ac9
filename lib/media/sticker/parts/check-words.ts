import fs from 'node:fs';
import path from 'node:path';
import { LABEL_LANGUAGES, type LabelScript, SCRIPT_LETTERS } from '@/lib/config/label-languages';
import { wordPattern } from './match';

// The checks `npm run i18n:check` runs on the part word lists (words/<language>.json, one per label
// language): the same part ids as English, every part with at least one word, no empty word, and
// each word in its language's script (a Latin language's words are Latin; another script's words
// have its letters, or no letters at all: "…", "zzz").

export type WordProblem = {
  locale: string;
  kind: 'missing' | 'extra' | 'empty' | 'shape' | 'script';
  key: string;
};

// The sound of sleep is written the same everywhere.
const ANY_SCRIPT = /^zzz\*?$/i;

function inScript(word: string, script: LabelScript): boolean {
  if (ANY_SCRIPT.test(word)) return true;
  const letters = word.match(/\p{L}+/gu) ?? [];
  if (script === 'latin') return letters.every((w) => /^\p{Script=Latin}+$/u.test(w));
  return letters.length === 0 || SCRIPT_LETTERS[script].test(word);
}

/** Problems in a folder of part word lists; English is the reference for the part ids. */
export function findPartWordProblems(dir: string): WordProblem[] {
  const problems: WordProblem[] = [];
  const read = (code: string): unknown => {
    const file = path.join(dir, `${code}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  };
  const en = (read('en') as { parts?: Record<string, unknown> } | undefined)?.parts;
  if (!en) return [{ locale: 'en', kind: 'missing', key: '(file)' }];
  const ids = Object.keys(en);
  const known = new Set<string>(LABEL_LANGUAGES.map((l) => l.code));
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    if (!known.has(file.slice(0, -'.json'.length)))
      problems.push({ locale: file.slice(0, -'.json'.length), kind: 'extra', key: '(file)' });
  for (const { code, script } of LABEL_LANGUAGES) {
    const report = (kind: WordProblem['kind'], key: string) => problems.push({ locale: code, kind, key });
    const own = read(code) as { parts?: unknown } | undefined;
    if (own === undefined) {
      report('missing', '(file)');
      continue;
    }
    const parts = own.parts;
    if (!parts || typeof parts !== 'object' || Array.isArray(parts)) {
      report('shape', 'parts');
      continue;
    }
    const mine = parts as Record<string, unknown>;
    for (const id of Object.keys(mine)) if (!ids.includes(id)) report('extra', id);
    for (const id of ids) {
      const words = mine[id];
      if (words === undefined) {
        report('missing', id);
        continue;
      }
      if (!Array.isArray(words)) {
        report('shape', id);
        continue;
      }
      if (words.length === 0) report('empty', id);
      for (const [i, w] of words.entries()) {
        if (typeof w !== 'string') report('shape', `${id}.${i}`);
        else if (!wordPattern(w)) report('empty', `${id}.${i}`);
        else if (!inScript(w, script)) report('script', `${id}.${i}`);
      }
    }
  }
  return problems;
}
