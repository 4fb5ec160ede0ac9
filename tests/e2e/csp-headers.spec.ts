import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

// The policy actually served per path kind (lib/http/csp-pages.ts): prerendered pages from
// next.config.ts, studio pages a nonce per response from proxy.ts, /blobs only its sandbox.
const scriptSrc = (csp: string | undefined) =>
  (csp ?? '').split('; ').find((d) => d.startsWith('script-src ')) ?? '';

test('prerendered and API paths: the static policy, no eval', async ({ request }) => {
  for (const path of ['/', '/de/terms', '/explore', '/v1/health']) {
    const h = (await request.get(path, { maxRedirects: 0 })).headers();
    const s = scriptSrc(h['content-security-policy']);
    expect(s, path).toContain("'unsafe-inline'");
    expect(s, path).not.toContain("'unsafe-eval'");
    expect(s, path).not.toContain("'nonce-");
    expect(h['content-security-policy'], path).toContain("style-src 'self' 'unsafe-inline'");
  }
});

test('studio pages: a fresh nonce, no unsafe-inline; eval only on /create-character', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of ['/creator-studio', '/de/creator-studio', '/create-character', '/fr/create-character']) {
    const h = (await request.get(path, { maxRedirects: 0 })).headers();
    const s = scriptSrc(h['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(s)?.[1];
    expect(nonce, path).toBeTruthy();
    seen.add(nonce as string);
    expect(s, path).not.toContain("'unsafe-inline'");
    expect(s.includes("'unsafe-eval'"), path).toBe(path.endsWith('/create-character'));
  }
  expect(seen.size).toBe(4);
});

test('/blobs: only the sandbox policy of the file server', async ({ request }) => {
  const list = await (await request.get('/v1/stickers/public?limit=1')).json();
  const url = JSON.stringify(list).match(/\/blobs\/[^"?]+/)?.[0];
  expect(url, 'an example sticker served from /blobs').toBeTruthy();
  const res = await request.get(url as string);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
});

test('signed in, studio pages run with the nonce policy and break no rule', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) violations.push(m.text());
  });
  await signUp(page, { firstName: 'Nonce', lastName: 'Check' });
  await expect(page).toHaveURL(/\/creator-studio$/);
  await expect(page.getByTestId('credit-chip')).toHaveText('0');
  await page.goto('/create-character');
  await expect(page.getByTestId('header-signed-in')).toBeVisible();
  await page.goto('/de/creator-studio');
  await expect(page.getByTestId('credit-chip')).toHaveText('0');
  expect(violations).toEqual([]);
});
