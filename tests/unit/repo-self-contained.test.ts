import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A stranger's clone has nothing beside it: no file of ours may reach outside the repository.
const OUTSIDE = ['..', 'shared'].join('/');

// Nor may it cite documents the clone does not have: the product documents kept outside the
// repository and their numbered issues. Code cites docs/ instead. The patterns are built from parts
// so this file does not match them itself.
const SECTION = '\u00a7';
const FOREIGN_CITATIONS = [
  ...['SPEC', 'DESIGN', 'STYLE'].map((doc) => new RegExp(`${doc} ${SECTION}`)),
  new RegExp(['NOTES', 'md'].join('\\.')),
  new RegExp(['\\b[Ii]ssue', '[0-9]+'].join(' ')),
];

const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && fs.existsSync(f) && fs.statSync(f).isFile());

/** The citations in one file's text, as `file:line: match`. */
function foreignCitations(file: string, text: string): string[] {
  const hits: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const pattern of FOREIGN_CITATIONS) {
      const m = pattern.exec(line);
      if (m) hits.push(`${file}:${i + 1}: ${m[0]}`);
    }
  });
  return hits;
}

describe('the repository stands alone', () => {
  it(`no tracked file refers to ${OUTSIDE}`, () => {
    const tracked = trackedFiles().filter((f) => !f.endsWith('.md') && !f.startsWith('public/'));
    const hits = tracked.filter((f) => {
      const text = fs.readFileSync(f);
      return text.includes(OUTSIDE);
    });
    expect(hits).toEqual([]);
  });

  it('no tracked file outside docs/ cites the outside product documents or their issue numbers', () => {
    const checked = trackedFiles().filter(
      (f) => !f.startsWith('docs/') && !f.startsWith('public/') && !(f.endsWith('.md') && !f.includes('/')),
    );
    const hits = checked.flatMap((f) => foreignCitations(f, fs.readFileSync(f, 'utf8')));
    expect(hits).toEqual([]);
  });

  it('the citation check recognises every form it is meant to refuse', () => {
    const planted = [
      `// ${['SPEC', SECTION].join(' ')}4.2: at most 32 stickers`,
      `/** ${['DESIGN', SECTION].join(' ')}5 */`,
      `it('x (${['STYLE', SECTION].join(' ')}1)')`,
      `// see ${['NOTES', 'md'].join('.')}`,
      `// (${['issue', '12'].join(' ')})`,
      `// ${['Issue', '11'].join(' ')}: hardening`,
    ];
    for (const line of planted) expect(foreignCitations('planted.ts', line), line).toHaveLength(1);
    expect(foreignCitations('fine.ts', '// At most 32 stickers per set (docs/product-rules.md)')).toEqual([]);
  });

  it('the fixture photos the tests use are in tests/fixtures, with their sources', () => {
    const dir = path.resolve('tests/fixtures/photos');
    for (const f of ['astronaut.png', 'astronaut.heic', 'chelsea.png', 'coffee.png', 'SOURCES.md']) {
      expect(fs.existsSync(path.join(dir, f)), f).toBe(true);
    }
  });
});
