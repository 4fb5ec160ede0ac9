import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/config/locales';
import { findI18nProblems } from '@/lib/i18n/check';

// Counts read right in every language: "1 credit", "2 кредита", "11 ملصقًا" (docs/product-rules.md).
const dir = path.resolve(__dirname, '../../messages');
type El = {
  type: number;
  value?: string;
  pluralType?: string;
  options?: Record<string, { value: El[] }>;
  children?: El[];
};
const flat = (o: unknown, p = ''): [string, string][] =>
  Object.entries(o as object).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, String(v)]],
  );
const read = (locale: string) => flat(JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')));

function plurals(els: El[], out: El[] = []): El[] {
  for (const e of els) {
    if (e.type === TYPE.plural && e.pluralType !== 'ordinal') out.push(e);
    if (e.options) for (const o of Object.values(e.options)) plurals(o.value, out);
    if (e.children) plurals(e.children, out);
  }
  return out;
}

describe('plural messages', () => {
  it('give every plural the forms its language uses for whole numbers, and no others', () => {
    const bad: string[] = [];
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      // The categories whole counts reach (French "many" is only for millions: "other" covers it).
      const needed = new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)));
      const known = new Set<string>(rules.resolvedOptions().pluralCategories);
      for (const [key, text] of read(locale)) {
        for (const p of plurals(parse(text) as El[])) {
          const options = Object.keys(p.options ?? {});
          const missing = [...needed].filter((c) => !options.includes(c));
          const foreign = options.filter((o) => !o.startsWith('=') && !known.has(o));
          if (missing.length || foreign.length)
            bad.push(`${locale} ${key} {${p.value}}: missing ${missing} foreign ${foreign}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('leave no count in English right before a noun outside a plural ("{count} credits")', () => {
    const nouns =
      /^\s?(credits?|stickers?|packs?|images?|photos?|characters?|styles?|languages?|minutes?|hours?|days?|ideas?|moods?)\b/;
    const counts =
      /^(count|n|max|min|total|done|missing|credits|cost|balance|bonus|creditsAwarded|minutes|hours|days)$/;
    // A count is an argument named like one or formatted as a number; a plural's own options are fine.
    const bare = (els: El[]): boolean =>
      els.some((e, i) => {
        const next = els[i + 1];
        const isCount = e.type === TYPE.number || (e.type === TYPE.argument && counts.test(String(e.value)));
        if (isCount && next?.type === TYPE.literal && nouns.test(String(next.value))) return true;
        if (e.type === TYPE.select && e.options) return Object.values(e.options).some((o) => bare(o.value));
        return !!e.children && bare(e.children);
      });
    const found = read('en')
      .filter(([, text]) => bare(parse(text) as El[]))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
    expect(bare(parse('You have {count} credits') as El[])).toBe(true);
    expect(bare(parse('{credits, number} credits') as El[])).toBe(true);
    expect(bare(parse('{count, plural, one {# credit} other {# credits}}') as El[])).toBe(false);
  });

  it('compare argument names, not the words inside plural options', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-plural-'));
    fs.writeFileSync(
      path.join(tmp, 'en.json'),
      JSON.stringify({ a: '{n, plural, one {# credit was} other {# credits were}} added for {name}' }),
    );
    for (const l of LOCALES)
      if (l !== 'en')
        fs.writeFileSync(
          path.join(tmp, `${l}.json`),
          JSON.stringify({ a: '{n, plural, other {# Dinge}} für {name}' }),
        );
    fs.writeFileSync(
      path.join(tmp, 'de.json'),
      JSON.stringify({ a: '{n, plural, one {# Credit wurde} other {# Credits wurden}} für {name}' }),
    );
    fs.writeFileSync(
      path.join(tmp, 'fr.json'),
      JSON.stringify({ a: '{n, plural, other {# crédits}} pour {nom}' }),
    );
    expect(findI18nProblems(tmp).map((p) => `${p.locale}:${p.kind}`)).toEqual(['fr:placeholders']);
  });
});
