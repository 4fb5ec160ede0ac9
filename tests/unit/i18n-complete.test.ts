import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/config/locales';
import { findI18nProblems } from '@/lib/i18n/check';

const dir = path.resolve(__dirname, '../../messages');

describe('messages', () => {
  it('has a file for each of the 20 locales', () => {
    for (const l of LOCALES) expect(fs.existsSync(path.join(dir, `${l}.json`)), l).toBe(true);
  });

  it('every locale has every key, translated, with the same placeholders', () => {
    const problems = findI18nProblems(dir);
    const summary = problems.slice(0, 30).map((p) => `${p.locale} ${p.kind} ${p.key}`);
    expect(summary, `${problems.length} problem(s)`).toEqual([]);
  });

  it('the checker itself catches a missing key and an English copy', () => {
    const tmp = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'i18n-'));
    fs.writeFileSync(
      path.join(tmp, 'en.json'),
      JSON.stringify({ a: { hello: 'Hello there', n: '{count} items' } }),
    );
    for (const l of LOCALES)
      if (l !== 'en')
        fs.writeFileSync(
          path.join(tmp, `${l}.json`),
          JSON.stringify({ a: { hello: 'Hallo da', n: '{count} Dinge' } }),
        );
    fs.writeFileSync(path.join(tmp, 'de.json'), JSON.stringify({ a: { hello: 'Hello there' } }));
    fs.writeFileSync(
      path.join(tmp, 'fr.json'),
      JSON.stringify({ a: { hello: 'Bonjour', n: '{nombre} choses' } }),
    );
    const kinds = findI18nProblems(tmp)
      .map((p) => `${p.locale}:${p.kind}:${p.key}`)
      .sort();
    expect(kinds).toEqual(['de:missing:a.n', 'de:untranslated:a.hello', 'fr:placeholders:a.n']);
  });
});

describe('messages parse as ICU in every locale', () => {
  it('has no syntax errors and keeps the rich tags of English', async () => {
    const { parse, TYPE } = await import('@formatjs/icu-messageformat-parser');
    type El = { type: number; value?: string; children?: El[]; options?: Record<string, { value: El[] }> };
    const tags = (els: El[], out = new Set<string>()): Set<string> => {
      for (const e of els) {
        if (e.type === TYPE.tag && e.value) out.add(e.value);
        if (e.children) tags(e.children, out);
        if (e.options) for (const o of Object.values(e.options)) tags(o.value, out);
      }
      return out;
    };
    const flat = (o: unknown, p = ''): [string, string][] =>
      Object.entries(o as object).flatMap(([k, v]) =>
        v && typeof v === 'object' ? flat(v, `${p}${k}.`) : [[`${p}${k}`, String(v)]],
      );
    const en = new Map(flat(JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'))));
    const bad: string[] = [];
    for (const l of LOCALES) {
      for (const [key, text] of flat(JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8')))) {
        try {
          const mine = [...tags(parse(text) as El[])].sort().join();
          const theirs = [...tags(parse(en.get(key) ?? '') as El[])].sort().join();
          if (mine !== theirs) bad.push(`${l} ${key}: tags ${mine} vs ${theirs}`);
        } catch (e) {
          bad.push(`${l} ${key}: ${(e as Error).message}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
