import fs from 'node:fs';
import path from 'node:path';
import { LABEL_LANGUAGES, type LabelScript, SCRIPT_LETTERS } from '@/lib/config/label-languages';
import { LOCALES } from '@/lib/config/locales';
import { OCCASIONS } from './occasion-bank';

// The checks `npm run i18n:check` runs on the composer's texts (phrases/<language>.json): the same
// keys and shape as English (a bank for the 20 interface languages, labels only for the other label
// languages), the same placeholders, no empty text, and text in the language's own script.

export type TextProblem = {
  locale: string;
  kind: 'missing' | 'extra' | 'shape' | 'empty' | 'placeholders' | 'script' | 'english';
  key: string;
};

// Words a sticker writes the same in every script: the "OK" of a label, the "Zzz" of sleep.
const ANY_SCRIPT = /^(OK|Zzz)$/;
// Greetings many languages borrow as they are, like a name: an occasion label may keep them.
const BORROWED = /^(Ho ho ho|Eid Mubarak|Ramadan Kareem|Ramadan Mubarak|Chag sameach)!?$/i;

/** Whether a text is written in the script: a Latin language has no other letters; any other has its own. */
function inScript(text: string, script: LabelScript): boolean {
  const words = text.match(/\p{L}+/gu)?.filter((w) => !ANY_SCRIPT.test(w)) ?? [];
  if (script === 'latin') return words.every((w) => /^\p{Script=Latin}+$/u.test(w));
  return words.length === 0 || SCRIPT_LETTERS[script].test(text);
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

/**
 * Problems in a folder of occasion texts (occasions/<language>.json): every occasion of OCCASIONS in
 * every label language, with as many labels as English (and, in the 20 interface languages, as many
 * description ideas and at least one trigger word); no empty text, each in its language's script,
 * and no label or idea left in English in another language.
 */
export function findOccasionTextProblems(dir: string): TextProblem[] {
  const problems: TextProblem[] = [];
  const read = (code: string): Record<string, Record<string, unknown>> | undefined => {
    const file = path.join(dir, `${code}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  };
  const en = read('en');
  if (!en) return [{ locale: 'en', kind: 'missing', key: '(file)' }];
  const known = new Set<string>(LABEL_LANGUAGES.map((l) => l.code));
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')))
    if (!known.has(file.slice(0, -'.json'.length)))
      problems.push({ locale: file.slice(0, -'.json'.length), kind: 'extra', key: '(file)' });
  const ids = new Set<string>(OCCASIONS.map((o) => o.id));
  for (const { code, script } of LABEL_LANGUAGES) {
    const own = read(code);
    const report = (kind: TextProblem['kind'], key: string) => problems.push({ locale: code, kind, key });
    if (!own) {
      report('missing', '(file)');
      continue;
    }
    const ui = (LOCALES as readonly string[]).includes(code);
    for (const id of Object.keys(own)) if (!ids.has(id)) report('extra', id);
    for (const id of ids) {
      const mine = own[id];
      if (!mine || typeof mine !== 'object') {
        report('missing', id);
        continue;
      }
      const fields = ui ? ['triggers', 'labels', 'ideas'] : ['labels'];
      for (const k of Object.keys(mine)) if (!fields.includes(k)) report('extra', `${id}.${k}`);
      for (const field of fields) {
        const list = mine[field];
        const reference = en[id]?.[field];
        const key = `${id}.${field}`;
        if (!Array.isArray(list) || !Array.isArray(reference)) {
          report(list === undefined ? 'missing' : 'shape', key);
          continue;
        }
        // Triggers are as many as a language needs; labels and ideas line up with English.
        if (field === 'triggers' ? list.length === 0 : list.length !== reference.length) report('shape', key);
        for (const [i, text] of list.entries()) {
          if (typeof text !== 'string' || text.trim() === '') report('empty', `${key}.${i}`);
          else if (!inScript(text, script)) report('script', `${key}.${i}`);
          else if (code !== 'en' && field !== 'triggers' && text === reference[i] && !BORROWED.test(text))
            report('english', `${key}.${i}`);
        }
      }
    }
  }
  return problems;
}
