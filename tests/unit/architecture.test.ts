import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, listFiles } from '../helpers/import-graph';

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
  'publishing',
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

  it('the job runtime (lib/jobs) imports nothing from a domain folder', () => {
    const bad = [...graph]
      .filter(([file]) => file.startsWith('lib/jobs/'))
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
