import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadJs } from '@/scripts/first-load-js';

// The CI size check (scripts/check-bundle-size.ts) reads the build's manifests; this builds a small
// fake .next to show it sums the right files: root main files plus the page's own entry chunks.
function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  const chunk = (name: string, bytes: number) => {
    fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static/chunks', name), 'x'.repeat(bytes));
  };
  chunk('main.js', 1000);
  chunk('layout.js', 2000);
  chunk('page.js', 3000);
  chunk('other-page.js', 50_000);
  fs.writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: ['static/chunks/poly.js'] }),
  );
  const pageDir = path.join(dir, 'server/app/[locale]/(marketing)');
  fs.mkdirSync(pageDir, { recursive: true });
  const manifest = {
    '/[locale]/(marketing)/page': {
      entryJSFiles: {
        '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
        '[project]/app/[locale]/(marketing)/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
      },
    },
  };
  fs.writeFileSync(
    path.join(pageDir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/(marketing)/page"] = ${JSON.stringify(manifest['/[locale]/(marketing)/page'])};`,
  );
  return dir;
}

describe('first-load JS from the build manifests', () => {
  it('sums root main files and the page chunks once each, gzip and raw', () => {
    const dir = fakeBuild();
    const r = firstLoadJs(dir, '[locale]/(marketing)');
    expect(r.files.map((f) => f.file).sort()).toEqual([
      'static/chunks/layout.js',
      'static/chunks/main.js',
      'static/chunks/page.js',
    ]);
    expect(r.rawBytes).toBe(6000);
    const gz = (n: number) => zlib.gzipSync(Buffer.from('x'.repeat(n))).length;
    expect(r.gzipBytes).toBe(gz(1000) + gz(2000) + gz(3000));
  });

  it('fails loudly when the page is not in the build', () => {
    expect(() => firstLoadJs(fakeBuild(), '[locale]/missing')).toThrow();
  });
});
