import { expect, type Page, test } from '@playwright/test';
import { HTML_SENT_GOAL, htmlSent } from '../../bench/web/html-sent';
import { LOCALES } from '../../lib/config/locales';
import { localizedPath } from '../../lib/i18n/alternates';
import { openSignedIn, redeemWelcomeCredits, signUpByRequest, signUpViaApi } from './helpers';
import { apiData } from './remixed-stickers';

// What the performance work must not break, with the console and locale checks of the polish work.

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
  await signUpViaApi(page);
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

// Each page inlines only the texts its client components use (lib/i18n/client-messages.ts): the sign-in
// dialog's and the pricing cards' load with their code, the pack view's ride with the public pack page.
test("pages inline the client texts they use, not their neighbours' or the lazy ones", async ({
  request,
}) => {
  const html = async (path: string) => (await request.get(path)).text();
  const lazy = ['How Credits Work', 'Create your account']; // pricing.howTitle, auth.signupTitle
  const packOnly = 'Add to Telegram'; // publishing.panel, on the public pack page only
  for (const path of ['/', '/de', '/terms', '/privacy', '/explore', '/explore?tab=sticker-packs']) {
    const page = await html(path);
    for (const text of lazy) expect(page, path).not.toContain(text);
    if (path !== '/') expect(page, path).not.toContain(packOnly); // the landing says it in its own words
    expect(page, path).not.toContain('"home":{'); // the landing's texts are server-rendered only
  }
});

test('the lazy texts: one file per locale and namespace, compiled like the inlined ones', async ({
  request,
}) => {
  const de = await request.get('/i18n/de/auth.json');
  expect(de.status()).toBe(200);
  expect(de.headers()['content-type']).toContain('application/json');
  const body = (await de.json()) as { auth?: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['auth']);
  expect(body.auth?.loginTitle).toBe('Willkommen zurück');
  expect(body.auth?.welcome, 'compiled, as the pages inline them').toEqual(['Willkommen, ', ['name'], '!']);
  expect(de.headers()['cache-control'], 'the unversioned address is asked again').toContain(
    'must-revalidate',
  );
  expect((await request.get('/i18n/ar/pricing.json')).status()).toBe(200);
  const missing = ['/i18n/de/legal.json', '/i18n/xx/auth.json', '/i18n/de/auth', '/i18n/de/auth.js'];
  for (const path of [...missing, '/i18n/de/auth.ABCDEF0123.json', '/i18n/de/auth.12.json'])
    expect((await request.get(path)).status(), path).toBe(404);
  // Another build's version (a page left open across a deploy) gets today's texts, not kept.
  const other = await request.get('/i18n/de/auth.0123456789.json');
  expect(other.status()).toBe(200);
  expect(other.headers()['cache-control']).toContain('must-revalidate');
});

test("pages ask for this build's texts at an address the browser keeps", async ({ page }) => {
  const asked = page.waitForResponse((r) => r.url().includes('/i18n/en/auth'));
  await page.goto('/terms#signup');
  await expect(page.getByTestId('signup-modal')).toContainText('Create your account');
  const res = await asked;
  expect(new URL(res.url()).pathname).toMatch(/^\/i18n\/en\/auth\.[0-9a-f]{10}\.json$/);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/** Answers 503 for the texts matching `pattern` while `fail` is set, and counts the requests. */
async function failingTexts(page: Page, pattern: string) {
  const state = { fail: true, asked: 0 };
  await page.route(pattern, (r) => {
    state.asked++;
    return state.fail ? r.fulfill({ status: 503, body: '' }) : r.fallback();
  });
  return state;
}

test('the sign-in dialog says so when its texts cannot load, and Retry brings it', async ({ page }) => {
  const texts = await failingTexts(page, '**/i18n/*/auth*.json');
  await page.clock.install();
  await page.goto('/terms#signup');
  const failed = page.getByTestId('lazy-messages-failed');
  await expect(failed).toContainText('Something went wrong');
  // A minute on the page's clock: no timer asks again.
  await page.clock.runFor(60_000);
  expect(texts.asked, 'a failed load is not asked again by itself').toBe(1);
  texts.fail = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('signup-modal')).toContainText('Create your account');
});

test('account settings load their texts when first opened', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/creator-studio');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('First name')).toBeVisible();
  await expect(dialog).not.toContainText('auth.');
});

test('the landing pricing cards say so in place when their texts cannot load', async ({ page }) => {
  const texts = await failingTexts(page, '**/i18n/*/pricing*.json');
  await page.goto('/#pricing');
  const pricing = page.getByTestId('pricing-section');
  const failed = pricing.getByTestId('lazy-messages-failed');
  await expect(failed).toContainText('Something went wrong');
  texts.fail = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(pricing.getByTestId('credit-costs')).toContainText('Create a character');
});

// The studio's default tab comes with its list in the HTML (lib/stickers/studio-first-render.ts), so
// its first paint is the list (here a new account's empty state), not a skeleton waiting for a request.
test("the creator studio's HTML already holds the sticker list", async ({ page }) => {
  await signUpViaApi(page);
  const html = await (await page.request.get('/creator-studio', { maxRetries: 2 })).text();
  expect(html).toContain('data-testid="stickers-empty"');
  expect(html).not.toContain('data-testid="stickers-loading"');
  // Another tab's address keeps the client's loading for that tab.
  const packs = await (await page.request.get('/creator-studio?tab=sticker-packs', { maxRetries: 2 })).text();
  expect(packs).not.toContain('data-testid="stickers-empty"');
  await page.goto('/creator-studio');
  await expect(page.getByTestId('stickers-empty')).toBeVisible();
});

// /create-sticker comes with the characters, styles and prices in its HTML (its page.tsx), so its
// first paint is the form and the first style cards. Hydration must then render exactly that, even
// when this browser keeps a draft and a pricing config of its own: a mismatch is an error here.
test("create-sticker's HTML already holds the characters and the first style cards", async ({ page }) => {
  await signUpByRequest(page);
  await redeemWelcomeCredits(page);
  const made = await page.request.post('/v1/characters', {
    data: { name: 'Perf Astro', templateReference: 'example-astro', isRemix: true },
  });
  expect(made.status()).toBe(201);
  const reference = (await made.json()).data.result.reference as string;
  await expect
    .poll(async () => (await apiData(page.request, `/v1/characters/${reference}`)).result.status, {
      timeout: 60_000,
    })
    .toBe('CREATED');
  const html = await (await page.request.get('/create-sticker', { maxRetries: 2 })).text();
  expect(html).toContain('Perf Astro');
  expect(html).toContain('data-testid="character-option"');
  expect(html).toContain('data-testid="style-grid"');

  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  // A pricing config this browser kept from another visit, with other costs than the server's.
  await page.addInitScript(() => {
    const data = {
      enabled: true,
      plans: [],
      costs: { publicStickerCreationCost: 9, privateStickerCreationCost: 9, animateSticker: 9 },
    };
    localStorage.setItem('stickerfy:pricing-config', JSON.stringify({ at: Date.now(), data }));
  });
  await openSignedIn(page, '/create-sticker');
  const astro = page.getByTestId('character-option').filter({ hasText: 'Perf Astro' });
  await astro.click();
  await expect(astro).toHaveAttribute('aria-pressed', 'true');
  // The draft kept in this browser fills the server-rendered form in after hydration.
  await page.reload();
  await expect(astro).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('style-grid')).toBeVisible();
  expect(problems).toEqual([]);
});

// The HTML each landing sends (gzip, as `next start` serves it, inlined CSS included): the goal is
// 24 KB. Landings in scripts of three bytes a letter (and Cyrillic's two) still send up to ~25.3 KB
// (docs/measurements.md): held at 25.6 KB until they reach it too.
const ABOVE_GOAL = new Set(['zh', 'hi', 'ar', 'ru', 'uk', 'ja', 'ko', 'th']);
test('each landing sends its HTML within budget', async ({ baseURL }) => {
  for (const locale of LOCALES) {
    const { sent } = await htmlSent(`${baseURL}${localizedPath(locale, '/')}`);
    const budget = ABOVE_GOAL.has(locale) ? 25.6 * 1024 : HTML_SENT_GOAL;
    expect(sent, `${locale}: ${(sent / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
  }
});
