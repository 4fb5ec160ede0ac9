import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A stranger's clone has nothing beside it: no file of ours may reach outside the repository.
const OUTSIDE = ['..', 'shared'].join('/');

describe('the repository stands alone', () => {
  it(`no tracked file refers to ${OUTSIDE}`, () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && !f.endsWith('.md') && !f.startsWith('public/') && fs.existsSync(f));
    const hits = tracked.filter((f) => {
      const text = fs.readFileSync(f);
      return text.includes(OUTSIDE);
    });
    expect(hits).toEqual([]);
  });

  it('the fixture photos the tests use are in tests/fixtures, with their sources', () => {
    const dir = path.resolve('tests/fixtures/photos');
    for (const f of ['astronaut.png', 'astronaut.heic', 'chelsea.png', 'coffee.png', 'SOURCES.md']) {
      expect(fs.existsSync(path.join(dir, f)), f).toBe(true);
    }
  });
});
