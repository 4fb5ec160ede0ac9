import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_NAMESPACES, ROUTE_NAMESPACES, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';

// The browser gets only the namespaces listed in lib/i18n/client-messages.ts (docs/decisions.md). A client
// component that asks for another one renders raw keys, so this test reads every 'use client' file
// and checks its namespaces against what its part of the app receives.
const SHELL: readonly string[] = SHELL_NAMESPACES;
// The sign-in dialog, account settings and the landing's pricing cards load their texts with their
// code (components/providers/lazy-messages.tsx): 'auth', 'account' and 'pricing'.
const scopeOf: Record<string, readonly string[]> = {
  'components/layout': SHELL,
  'components/auth': [...SHELL, 'auth', 'account'],
  'components/account': [...SHELL, 'auth', 'account'],
  'components/providers': SHELL,
  'components/landing': [...SHELL, 'pricing'],
  'components/explore': [...SHELL, ...ROUTE_NAMESPACES.explore],
};
const STUDIO = [...SHELL, ...ROUTE_NAMESPACES.studio];
// The pack view and its publishing panel render in the studio and on the public pack page (under explore).
const SHARED_WITH_EXPLORE = ['components/packs', 'components/publishing'];
const EXPLORE = [...SHELL, ...ROUTE_NAMESPACES.explore, ...ROUTE_NAMESPACES.publicPack];

function clientFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return clientFiles(p);
    return /\.tsx?$/.test(e.name) && /^['"]use client['"]/.test(fs.readFileSync(p, 'utf8')) ? [p] : [];
  });
}

const namespacesIn = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*'([\w.]+)'\s*\)/g)].map(
    (m) => (m[1] as string).split('.')[0] as string,
  );

describe('client messages', () => {
  it('lists only namespaces that exist', () => {
    for (const ns of [...SHELL, ...LAZY_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()])
      expect(en).toHaveProperty(ns);
  });

  it('gives every client component the namespaces it uses', () => {
    const missing: string[] = [];
    for (const file of clientFiles('components')) {
      const folder = path.dirname(file).split(path.sep).slice(0, 2).join('/');
      const allowed = scopeOf[folder] ?? STUDIO;
      for (const ns of namespacesIn(file)) {
        if (!allowed.includes(ns)) missing.push(`${file}: ${ns}`);
        if (SHARED_WITH_EXPLORE.includes(folder) && !EXPLORE.includes(ns))
          missing.push(`${file}: ${ns} (explore)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the big server-only texts out of the browser', () => {
    const sent = [...SHELL, ...LAZY_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()];
    for (const ns of ['legal', 'meta', 'telegram', 'testCheckout']) expect(sent).not.toContain(ns);
  });
});
