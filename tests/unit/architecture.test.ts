import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, findFolderLoops, importGraph, listFiles } from '../helpers/import-graph';

// Structure rules (docs/decisions.md): the job runtime knows no domain, lib/ has no import cycles, and each
// table has one owner domain whose queries read and write it.
const DOMAINS = [
  'auth',
  'characters',
  'credits',
  'limits',
  'packs',
  'payments',
  'pricing',
  'sticker-sets',
  'exports',
  'promo',
  'settings',
  'stickers',
  'styles',
  'suggestions',
  'telegram',
  'uploads',
  'users',
  'server',
];
const domainOf = (file: string) => file.split('/')[1] as string;

describe('architecture', () => {
  const graph = importGraph('lib');

  it('lib/ has no import cycles (static, dynamic or type imports)', () => {
    expect(findCycles(graph).map((c) => c.join(' → '))).toEqual([]);
  });

  // Each folder of lib/ (and each file at its top: env, errors, utils) is one node: a folder may
  // build on another only if that one never needs it back, however far round. A failure names the
  // file imports that close the loop.
  it('lib/ folders import each other in one direction only (no folder loop)', () => {
    expect(findFolderLoops(graph)).toEqual([]);
  });

  it('the folder-loop check finds a loop round three folders and names its imports', () => {
    const made = new Map([
      ['lib/a/x.ts', ['lib/b/y.ts']],
      ['lib/b/y.ts', ['lib/c/z.ts']],
      ['lib/c/z.ts', ['lib/a/w.ts', 'lib/env.ts']],
      ['lib/a/w.ts', []],
      ['lib/env.ts', []],
    ]);
    expect(findFolderLoops(made)).toEqual([
      {
        folders: ['lib/a', 'lib/b', 'lib/c'],
        imports: ['lib/a/x.ts → lib/b/y.ts', 'lib/b/y.ts → lib/c/z.ts', 'lib/c/z.ts → lib/a/w.ts'],
      },
    ]);
  });

  it('the job runtime (lib/jobs) and the domain-event bus (lib/events) import no domain folder', () => {
    const bad = [...graph]
      .filter(([file]) => file.startsWith('lib/jobs/') || file.startsWith('lib/events/'))
      .flatMap(([file, deps]) =>
        deps.filter((d) => DOMAINS.includes(domainOf(d))).map((d) => `${file} → ${d}`),
      );
    expect(bad).toEqual([]);
  });

  it('each table is imported by the code of exactly one domain', () => {
    const tables = new Set<string>();
    for (const f of listFiles('lib/db/schema'))
      for (const m of fs.readFileSync(path.resolve(f), 'utf8').matchAll(/export const (\w+) = pgTable/g))
        tables.add(m[1] as string);
    const owners = new Map<string, Set<string>>([...tables].map((t) => [t, new Set<string>()]));
    for (const f of listFiles('lib')) {
      if (domainOf(f) === 'db') continue;
      const m = fs
        .readFileSync(path.resolve(f), 'utf8')
        .match(/import\s*\{([^}]*)\}\s*from\s*'@\/lib\/db\/schema'/);
      for (const name of (m?.[1] ?? '').split(',').map((s) => s.trim())) owners.get(name)?.add(domainOf(f));
    }
    const shared = [...owners].filter(([, o]) => o.size > 1).map(([t, o]) => `${t}: ${[...o].join(', ')}`);
    expect(shared).toEqual([]);
    // The ledger's single statements also move users.balance/held in raw SQL (docs/product-rules.md: the balance
    // changes in the same statement as its ledger row); no other domain writes those columns.
  });

  it('no route handler opens the database itself (the route wrapper hands it over)', () => {
    const offenders = listFiles('app').filter((f) =>
      /\bgetDb\(\)/.test(fs.readFileSync(path.resolve(f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
