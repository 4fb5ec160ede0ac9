import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../config/locales';
import { SAME_AS_ENGLISH } from './same-as-english';

type Problem = { locale: string; kind: 'missing' | 'untranslated' | 'placeholders'; key: string };

function flatten(o: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (o && typeof o === 'object') {
    for (const [k, v] of Object.entries(o)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
      else out.set(key, String(v));
    }
  }
  return out;
}

// Texts that are the same in every language: brand names, codes, numbers, placeholders only.
const SAME_EVERYWHERE =
  /^(Stickerfy|Telegram|Instagram|TikTok|X|COPPA|VISA|OK|Email|E-mail|PRO|Pro|Super|Starter|Standard|\$?[\d\s.,:%+/$–-]+|\{[^}]+\}|[\p{P}\p{S}\s]*)$/u;
/**
 * The argument names a message uses, each once: read with the ICU parser, because a plural's
 * options ("{n, plural, one {# credit wurde} other {…}}") hold text in braces that is no argument,
 * and a language may write an argument in fewer options than English has (Japanese has only
 * "other"). Text the parser rejects falls back to the braces (the ICU test reports the error).
 */
type Element = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};
function argumentNames(els: Element[], out: Set<string>) {
  for (const e of els) {
    if (
      e.type !== TYPE.literal &&
      e.type !== TYPE.pound &&
      e.type !== TYPE.tag &&
      typeof e.value === 'string'
    )
      out.add(e.value);
    if (e.options) for (const o of Object.values(e.options)) argumentNames(o.value, out);
    if (e.children) argumentNames(e.children, out);
  }
  return out;
}
const placeholders = (s: string) => {
  let names: string[];
  try {
    names = [...argumentNames(parse(s) as Element[], new Set())];
  } catch {
    names = [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1] as string))];
  }
  return names.sort().join(',');
};

export function findI18nProblems(
  dir: string,
  allowSame: Readonly<Record<string, readonly string[]>> = SAME_AS_ENGLISH,
): Problem[] {
  const en = flatten(JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8')));
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const file = path.join(dir, `${locale}.json`);
    const own = fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) : new Map();
    for (const [key, text] of en) {
      const mine = own.get(key);
      if (mine === undefined) problems.push({ locale, kind: 'missing', key });
      else if (
        mine === text &&
        !SAME_EVERYWHERE.test(text) &&
        !allowSame[key]?.includes(locale) &&
        text.length > 3
      ) {
        problems.push({ locale, kind: 'untranslated', key });
      } else if (placeholders(mine) !== placeholders(text))
        problems.push({ locale, kind: 'placeholders', key });
    }
  }
  return problems;
}
