import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSuggestionTextProblems } from '@/lib/suggestions/local/check-texts';
import { SUGGESTION_TEXTS_DIR } from '@/lib/suggestions/local/phrase-bank';

const dir = path.resolve(__dirname, '../..', SUGGESTION_TEXTS_DIR);
type Json = { labels: string[]; bank?: Record<string, unknown> & { templates: Record<string, string> } };

describe("the suggestion composer's texts", () => {
  it('match English in every label language', () => {
    const problems = findSuggestionTextProblems(dir).map((p) => `${p.locale} ${p.kind} ${p.key}`);
    expect(problems).toEqual([]);
  });

  it('the checker catches a missing key, a changed shape or placeholder, an empty text, a wrong script', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suggestion-texts-'));
    for (const f of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, f), path.join(tmp, f));
    const edit = (code: string, change: (j: Json) => void) => {
      const file = path.join(tmp, `${code}.json`);
      const j = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
      change(j);
      fs.writeFileSync(file, JSON.stringify(j));
    };
    edit('de', (j) => {
      j.labels[2] = ' ';
    });
    edit('fr', (j) => {
      if (j.bank) j.bank.templates.describe = '{qui} {action}, {scene}';
    });
    edit('ru', (j) => {
      delete j.bank?.who;
    });
    edit('hi', (j) => {
      j.labels.pop();
    });
    edit('ja', (j) => {
      j.labels[0] = 'Hello!';
    });
    edit('sv', (j) => {
      j.labels[0] = 'Привет!';
    });
    edit('kk', (j) => {
      j.bank = { templates: {} };
    });
    fs.rmSync(path.join(tmp, 'el.json'));
    const found = findSuggestionTextProblems(tmp)
      .map((p) => `${p.locale}:${p.kind}:${p.key}`)
      .sort();
    expect(found).toEqual([
      'de:empty:labels.2',
      'el:missing:(file)',
      'fr:placeholders:bank.templates.describe',
      'hi:shape:labels',
      'ja:script:labels.0',
      'kk:extra:bank',
      'ru:missing:bank.who',
      'sv:script:labels.0',
    ]);
    fs.rmSync(tmp, { recursive: true });
  });
});
