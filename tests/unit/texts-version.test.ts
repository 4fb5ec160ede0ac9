import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEXTS_VERSION_PATTERN, textsVersion } from '@/lib/i18n/texts-version';

// The lazy texts are kept by browsers for good at their versioned address (docs/decisions.md): the version
// must change with anything that changes what that address serves.
const root = process.cwd();
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'texts-version-'));
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

function cloneInputs() {
  fs.cpSync(path.join(root, 'messages'), path.join(copy, 'messages'), { recursive: true });
  fs.mkdirSync(path.join(copy, 'lib', 'i18n'), { recursive: true });
  for (const f of ['client-messages.ts', 'locale-messages.ts'])
    fs.copyFileSync(path.join(root, 'lib', 'i18n', f), path.join(copy, 'lib', 'i18n', f));
  fs.mkdirSync(path.join(copy, 'node_modules', 'next-intl'), { recursive: true });
  fs.copyFileSync(
    path.join(root, 'node_modules', 'next-intl', 'package.json'),
    path.join(copy, 'node_modules', 'next-intl', 'package.json'),
  );
}

describe('texts version', () => {
  it('is a short hex hash, the same for the same inputs', () => {
    cloneInputs();
    const v = textsVersion(root);
    expect(v).toMatch(TEXTS_VERSION_PATTERN);
    expect(textsVersion(copy)).toBe(v);
  });

  it.each([
    ['a translation', 'messages/de.json', (s: string) => s.replace('Willkommen zurück', 'Hallo wieder')],
    ['how namespaces are picked', 'lib/i18n/client-messages.ts', (s: string) => `${s}\n// changed\n`],
    ['the English fallback', 'lib/i18n/locale-messages.ts', (s: string) => `${s}\n// changed\n`],
    [
      'the compiler',
      'node_modules/next-intl/package.json',
      (s: string) => s.replace(/"version": "/, '"version": "9'),
    ],
  ])('changes with %s', (_what, file, edit) => {
    cloneInputs();
    const before = textsVersion(copy);
    const target = path.join(copy, file);
    const edited = edit(fs.readFileSync(target, 'utf8'));
    expect(edited).not.toBe(fs.readFileSync(target, 'utf8'));
    fs.writeFileSync(target, edited);
    expect(textsVersion(copy)).not.toBe(before);
  });
});
