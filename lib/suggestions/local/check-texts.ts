import fs from 'node:fs';
import path from 'node:path';
import { LABEL_LANGUAGES, type LabelScript } from '@/lib/config/label-languages';
import { LOCALES } from '@/lib/config/locales';

// The checks `npm run i18n:check` runs on the composer's texts (phrases/<language>.json): the same
// keys and shape as English (a bank for the 20 interface languages, labels only for the other label
// languages), the same placeholders, no empty text, and text in the language's own script.

export type TextProblem = {
  locale: string;
  kind: 'missing' | 'extra' | 'shape' | 'empty' | 'placeholders' | 'script';
  key: string;
};

const LETTERS: Record<Exclude<LabelScript, 'latin'>, RegExp> = {
  cyrillic: /\p{Script=Cyrillic}/u,
  greek: /\p{Script=Greek}/u,
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  devanagari: /\p{Script=Devanagari}/u,
  thai: /\p{Script=Thai}/u,
  'han-sc': /\p{Script=Han}/u,
  japanese: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  hangul: /\p{Script=Hangul}/u,
};
// Words a sticker writes the same in every script: the "OK" of a label, the "Zzz" of sleep.
const ANY_SCRIPT = /^(OK|Zzz)$/;

/** Whether a text is written in the script: a Latin language has no other letters; any other has its own. */
function inScript(text: string, script: LabelScript): boolean {
  const words = text.match(/\p{L}+/gu)?.filter((w) => !ANY_SCRIPT.test(w)) ?? [];
  if (script === 'latin') return words.every((w) => /^\p{Script=Latin}+$/u.test(w));
  return words.length === 0 || LETTERS[script].test(text);
}

const placeholders = (s: string) =>
  [...s.matchAll(/\{(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

function compare(
  en: unknown,
  own: unknown,
  key: string,
  script: LabelScript,
  report: (kind: TextProblem['kind'], key: string) => void,
) {
  if (typeof en === 'string') {
    if (typeof own !== 'string') return report('shape', key);
    if (own.trim() === '') return report('empty', key);
    if (placeholders(own) !== placeholders(en)) report('placeholders', key);
    if (!inScript(own.replace(/\{\w+\}/g, ''), script)) report('script', key);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(own) || own.length !== en.length) return report('shape', key);
    for (const [i, item] of en.entries()) compare(item, own[i], `${key}.${i}`, script, report);
    return;
  }
  if (!own || typeof own !== 'object' || Array.isArray(own)) return report('shape', key);
  const mine = own as Record<string, unknown>;
  for (const [k, v] of Object.entries(en as Record<string, unknown>)) {
    const at = key ? `${key}.${k}` : k;
    if (mine[k] === undefined) report('missing', at);
    else compare(v, mine[k], at, script, report);
  }
  for (const k of Object.keys(mine)) if (!(k in (en as object))) report('extra', key ? `${key}.${k}` : k);
}

/**
 * Problems in a folder of composer texts. English is the reference; an interface language must match
 * all of it, another label language its `labels` alone.
 */
export function findSuggestionTextProblems(dir: string): TextProblem[] {
  const problems: TextProblem[] = [];
  const read = (code: string): unknown => {
    const file = path.join(dir, `${code}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  };
  const en = read('en') as { labels: unknown } | undefined;
  if (!en) return [{ locale: 'en', kind: 'missing', key: '(file)' }];
  const known = new Set<string>(LABEL_LANGUAGES.map((l) => l.code));
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    if (!known.has(file.slice(0, -'.json'.length)))
      problems.push({ locale: file.slice(0, -'.json'.length), kind: 'extra', key: '(file)' });
  for (const { code, script } of LABEL_LANGUAGES) {
    const own = read(code);
    if (own === undefined) {
      problems.push({ locale: code, kind: 'missing', key: '(file)' });
      continue;
    }
    const reference = (LOCALES as readonly string[]).includes(code) ? en : { labels: en.labels };
    compare(reference, own, '', script, (kind, key) => problems.push({ locale: code, kind, key }));
  }
  return problems;
}
