import { expect, test } from '@playwright/test';
import { signUp } from './helpers';

// Issue 12 (and issue 10's console and locale items): what the performance work must not break.

test('an anonymous visit asks nothing of /v1/users/me and logs no error', async ({ page }) => {
  const meCalls: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/users/me')) meCalls.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/', '/ar', '/terms', '/explore']) await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('header-signed-out')).toBeVisible();
  expect(meCalls).toEqual([]);
  expect(problems).toEqual([]);
});

test('opening a /ru link does not make Russian the saved language of /', async ({ page, context }) => {
  await page.goto('/ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('NEXT_LOCALE');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('signed in, the header hydrates from /v1/users/me; signed out, it stops asking', async ({ page }) => {
  await signUp(page);
  const hint = (await page.context().cookies()).find((c) => c.name === 'stickerfy_session_hint');
  expect(hint?.httpOnly).toBe(false);
  await page.goto('/');
  await expect(page.getByTestId('header-signed-in')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-signed-out')).toBeVisible();
  const meCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/users/me')) meCalls.push(r.url());
  });
  await page.goto('/terms', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('header-signed-out')).toBeVisible();
  expect(meCalls).toEqual([]);
});

test('the landing loads no hosted-identity, form-validation or toast code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => ''));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const all = scripts.join('\n');
  expect(all).not.toMatch(/clerk\.accounts|__clerk/i); // @clerk/nextjs
  expect(all).not.toContain('Too small: expected'); // zod's messages
  expect(all).not.toContain('data-sonner-toaster'); // sonner
});

// Each page inlines only the texts its client components use (i18n/client-messages.ts): the pricing
// cards' texts ride with the landing's pricing section, the pack view's with the public pack page.
test("pages inline the client texts they use, not their neighbours'", async ({ request }) => {
  const html = async (path: string) => (await request.get(path)).text();
  const pricingOnly = 'How Credits Work'; // pricing.howTitle, in the cards only (loaded near the section)
  const packOnly = 'Add to Telegram'; // publishing.panel, on the public pack page only
  const landing = await html('/');
  expect(landing).toContain(pricingOnly);
  for (const path of ['/terms', '/privacy', '/explore', '/explore?tab=sticker-packs']) {
    const page = await html(path);
    expect(page, path).not.toContain(pricingOnly);
    expect(page, path).not.toContain(packOnly);
    expect(page, path).not.toContain('"home":{'); // the landing's texts are server-rendered only
  }
});
