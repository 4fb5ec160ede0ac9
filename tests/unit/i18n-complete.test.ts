import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/config/locales';
import { findI18nProblems } from '@/lib/i18n/check';

const dir = path.resolve(__dirname, '../../messages');

describe('messages (DESIGN §8)', () => {
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
