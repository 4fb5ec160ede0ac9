import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SESSION_FLAG_SCRIPT } from '@/lib/client/session-hint';
import { buildCsp, inlineScriptHash } from '@/lib/http/csp';
import { STATIC_CSP_SOURCE, STUDIO_PAGES, studioPageOf } from '@/lib/http/csp-pages';
import { studioCsp } from '@/lib/http/studio-csp';
import nextConfig from '@/next.config';

// Which policy each kind of path gets (lib/http/csp-pages.ts), checked on the built policies and on
// next.config.ts's header rules compiled the way Next compiles them.
const require = createRequire(import.meta.url);
const { buildCustomRoute } = require('next/dist/lib/build-custom-route') as {
  buildCustomRoute: (kind: 'header', r: { source: string; headers: [] }) => { regex: string };
};
const scriptSrc = (policy: string) =>
  (policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '').split(' ').slice(1);

describe('script policies', () => {
  it('prerendered pages: inline allowed (no nonce possible), never eval', () => {
    const s = scriptSrc(buildCsp({}));
    expect(s).toContain("'unsafe-inline'");
    expect(s).not.toContain("'unsafe-eval'");
    expect(buildCsp({})).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('studio pages: a fresh nonce and the session flag hash instead of unsafe-inline', () => {
    const a = studioCsp('creator-studio');
    const b = studioCsp('creator-studio');
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const s = scriptSrc(a.policy);
    expect(s).toContain(`'nonce-${a.nonce}'`);
    expect(s).toContain(inlineScriptHash(SESSION_FLAG_SCRIPT));
    expect(s).not.toContain("'unsafe-inline'");
    expect(s).not.toContain("'unsafe-eval'");
    // Styles stay inline-friendly everywhere (inlined CSS on pages).
    expect(a.policy).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("only /create-character (the HEIC decoder) gets 'unsafe-eval'", () => {
    expect(scriptSrc(studioCsp('create-character').policy)).toContain("'unsafe-eval'");
    for (const page of STUDIO_PAGES.filter((p) => p !== 'create-character'))
      expect(scriptSrc(studioCsp(page).policy), page).not.toContain("'unsafe-eval'");
  });

  it('the hash is of the exact text React writes (the script has no nonce)', () => {
    const text = 'alert(1)';
    const expected = `'sha256-${require('node:crypto').createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHash(text)).toBe(expected);
  });
});

describe('path kinds', () => {
  const staticRe = new RegExp(buildCustomRoute('header', { source: STATIC_CSP_SOURCE, headers: [] }).regex);

  it.each([
    '/',
    '/de',
    '/explore',
    '/de/explore/tab/packs',
    '/terms',
    '/_next/static/chunks/a.js',
    '/blobsy',
    '/create-stickerx',
    '/v1/health',
  ])('%s: the prerendered policy from next.config.ts', (p) => {
    expect(staticRe.test(p)).toBe(true);
    expect(studioPageOf(p)).toBeNull();
  });

  it.each(['/blobs/stickers/abc.webp', '/blobs'])('%s: no site policy (its sandbox policy only)', (p) => {
    expect(staticRe.test(p)).toBe(false);
    expect(studioPageOf(p)).toBeNull();
  });

  it.each([
    ['/create-character', 'create-character'],
    ['/de/create-character', 'create-character'],
    ['/pt-BR/billing', 'billing'],
    ['/en/creator-studio', 'creator-studio'],
    ['/creator-studio/sticker-pack/abc', 'creator-studio'],
    ['/ja/edit-sticker-pack/x', 'edit-sticker-pack'],
  ])('%s: a studio page (%s), its policy from proxy.ts', (p, page) => {
    expect(staticRe.test(p)).toBe(false);
    expect(studioPageOf(p)).toBe(page);
  });

  it('next.config.ts puts the policy on the prerendered source only, and no eval in a build', async () => {
    const rules = await (
      nextConfig.headers as () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>
    )();
    const withCsp = rules.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
    expect(withCsp.map((r) => r.source)).toEqual([STATIC_CSP_SOURCE]);
    const policy = withCsp[0]?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    expect(scriptSrc(policy)).not.toContain("'unsafe-eval'");
  });

  it("proxy.ts's matcher lists every studio page under a locale prefix", () => {
    const source = fs.readFileSync('proxy.ts', 'utf8');
    expect(source).toContain(`/(${STUDIO_PAGES.join('|')})/:rest*`);
  });
});
