import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { zipByName } from '../helpers/zip-entries';
import { drawn, FAST_POLL, type Listed, orderStickers, remixedCharacter, stirUntil } from './animated-setup';
import { openSignedIn, signUpViaApi } from './helpers';
import { apiData } from './remixed-stickers';

// Animated stickers (docs/animated-stickers.md): "Animate" on a finished sticker in the studio makes
// it move there (a muted looping video that really plays), and the pack's Telegram ZIP carries it
// as .webm while the WhatsApp ZIP puts the animated ones in their own "-animated" pack folder.
// The tests run in order on two accounts made before the first: one with a remixed character and
// two sets ordered by the API (drawn while the browser works), redeeming WELCOME200 from the
// webServer's E2E_PROMO_CODES (playwright.config.ts) for 8 stickers, 4 animations and 2 packs; the
// other, with WELCOME50, orders an animated set on the create-sticker page, its studio showing
// nothing else that moves.

const json = apiData;
const MOVES = ['Move 1', 'Move 2', 'Move 3', 'Move 4'];
const TAG = `Hop${Date.now().toString(36)}`;
const HOPS = [1, 2, 3, 4].map((i) => `${TAG} ${i}`);

test.describe.configure({ mode: 'serial' });

let page: Page;
let api: APIRequestContext;
let orderer: Page;
let ordererCharacter: string;

const signedIn = async (browser: Browser, promoCode: string) => {
  const tab = await (await browser.newContext()).newPage();
  await signUpViaApi(tab);
  // The page load above leaves the request context's connection idle for a while: if the server has
  // just closed it, the request meets a reset (ECONNRESET) before reaching the server, and goes again.
  const redeemed = await tab.request.post('/v1/promo-codes/redeem', { data: { promoCode }, maxRetries: 2 });
  expect(redeemed.status()).toBe(200);
  return tab;
};

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  test.setTimeout(300_000);
  page = await signedIn(browser, 'WELCOME200');
  api = page.request;
  const character = await remixedCharacter(api, 'Moving Astro');
  await orderStickers(api, character, {
    names: MOVES,
    labelText: 'Yay!',
    description: 'Jumping for joy',
    visibility: 'PRIVATE',
    context: 'Party',
  });
  await orderStickers(api, character, {
    names: HOPS,
    labelText: 'Hop!',
    description: 'Hopping',
    visibility: 'PUBLIC',
    context: 'Party',
  });
  orderer = await signedIn(browser, 'WELCOME50');
  ordererCharacter = await remixedCharacter(orderer.request, 'Ordered Astro');
});

test.afterAll(async () => {
  await page.context().close();
  await orderer.context().close();
});

test('animate a sticker: it plays in the studio, is a .webm in the Telegram ZIP and in the WhatsApp ZIP’s animated folder', async () => {
  test.setTimeout(600_000);
  const stickers = await drawn(api, MOVES);

  // The dialog is confirmed and the studio waited on at the narrow width: Chromium draws the page in
  // software, and a wide studio takes much of the CPU the server animates with.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/creator-studio');
  const card = page.getByTestId('sticker-card').filter({ has: page.getByText('Move 1', { exact: true }) });
  await card.getByTestId('sticker-animate').click();
  const dialog = page.getByTestId('animate-sticker-dialog');
  await dialog.getByTestId('animate-preset-heartbeat').click();
  await expect(dialog.getByTestId('animate-preset-heartbeat')).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: 'test-results/animate-dialog-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/animate-dialog-390.png' });
  await dialog.getByTestId('animate-sticker-confirm').click();
  await expect(dialog).toBeHidden();

  // Two more by the API, made while the studio polls for the first: three animated stickers are
  // enough for an animated WhatsApp pack. Once the public set is drawn its hold is settled, so the
  // three fit in the in-progress limit.
  await drawn(api, HOPS);
  for (const name of ['Move 2', 'Move 3']) {
    const s = stickers.find((x) => x.name === name) as Listed;
    const res = await api.post(`/v1/stickers/${s.reference}/animate`, { data: { preset: 'bounce' } });
    expect(res.status()).toBe(202);
  }

  // The studio polls while it is made, then shows the video, muted and looping, and it plays.
  const video = card.getByTestId('sticker-card-video').locator('video');
  await expect(video).toBeVisible({ timeout: 120_000 });
  await card.scrollIntoViewIfNeeded();
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 20_000 })
    .toBe(true);
  await page.screenshot({ path: 'test-results/animated-studio-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/animated-studio-1366.png' });
  // Its videos would play on while the next tests wait for the server.
  await page.goto('about:blank');

  await expect
    .poll(
      async () =>
        ((await json(api, '/v1/stickers?status=CREATED&limit=100')).items as Listed[]).filter(
          (s) => MOVES.includes(s.name) && s.animation?.status === 'CREATED',
        ).length,
      { timeout: 180_000, ...FAST_POLL },
    )
    .toBe(3);

  const pack = await api.post('/v1/sticker-packs', {
    data: { name: 'Moves', stickerReferences: stickers.map((s) => s.reference), visibility: 'PRIVATE' },
  });
  expect(pack.status()).toBe(201);
  const packRef = (await pack.json()).data.result.reference as string;

  const telegram = zipByName(await (await api.get(`/v1/sticker-packs/${packRef}/export/telegram`)).body());
  const webms = [...telegram.keys()].filter((n) => n.endsWith('.webm'));
  expect(webms).toHaveLength(3);
  for (const n of webms) expect(telegram.get(n)?.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expect(JSON.parse(telegram.get('manifest.json')?.toString() ?? '{}').format).toBe('mixed');

  const whatsapp = zipByName(await (await api.get(`/v1/sticker-packs/${packRef}/export/whatsapp`)).body());
  // Three animated and one still: a still alone cannot be a WhatsApp pack (3 at least), so it joins
  // the animated pack as a held animation and there is no static folder.
  const animated = [...whatsapp.keys()].filter((n) => /^Moves-animated\/\d+\.webp$/.test(n));
  expect(animated).toHaveLength(4);
  expect([...whatsapp.keys()].some((n) => n.startsWith('Moves/'))).toBe(false);
  // An animated WebP holds an ANIM chunk.
  for (const n of animated) expect(whatsapp.get(n)?.includes(Buffer.from('ANIM'))).toBe(true);
});

// Visitors see it move (docs/animated-stickers.md): the public pack page plays an animated sticker
// muted and looping, explore lays its video over the card once the visitor stirs, and under
// reduced motion both keep the still. Screenshots at both widths in test-results/.
test('a public pack and explore play an animated sticker, and show its still under reduced motion', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const stickers = await drawn(api, HOPS);
  const moving = stickers.find((s) => s.name === `${TAG} 1`) as Listed;
  expect(
    (await api.post(`/v1/stickers/${moving.reference}/animate`, { data: { preset: 'bounce' } })).status(),
  ).toBe(202);
  await expect
    .poll(async () => (await json(api, `/v1/stickers/${moving.reference}`)).result.animation?.status, {
      timeout: 180_000,
      ...FAST_POLL,
    })
    .toBe('CREATED');
  const pack = await api.post('/v1/sticker-packs', {
    data: { name: `${TAG} pack`, stickerReferences: stickers.map((s) => s.reference), visibility: 'PUBLIC' },
  });
  expect(pack.status()).toBe(201);
  const packRef = (await pack.json()).data.result.reference as string;

  // The public API carries the animation's public files.
  const listed = (await json(api, `/v1/stickers/public?q=${TAG}`)).items as {
    name: string;
    animation?: { video: string; animatedWebp: string; poster: string };
  }[];
  const publicMotion = listed.find((s) => s.name === `${TAG} 1`)?.animation;
  if (!publicMotion) throw new Error('no public animation');
  expect(publicMotion.video).toMatch(/\.webm$/);
  expect(listed.filter((s) => s.animation)).toHaveLength(1);

  // The two visitors are independent browsers, so they look side by side (most of it is waiting).
  // The one who sees motion starts at the wide screenshots' size and takes them on the way.
  const visit = async (reducedMotion: 'no-preference' | 'reduce') => {
    const moves = reducedMotion === 'no-preference';
    const viewport = moves ? { width: 1280, height: 900 } : undefined;
    const visitor = await (await browser.newContext({ reducedMotion, viewport })).newPage();
    await visitor.goto(`/explore/sticker-pack/${packRef}`);
    const card = visitor.getByTestId('pack-sticker').filter({ hasText: `${TAG} 1` });
    const video = card.locator('video');
    await expect(video).toBeVisible();
    expect(await video.getAttribute('poster')).toMatch(/\.webp$/);
    if (!moves) {
      await visitor.waitForTimeout(1500);
      expect(await video.evaluate((v: HTMLVideoElement) => [v.paused, v.currentTime])).toEqual([true, 0]);
    } else {
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
          timeout: 20_000,
        })
        .toBe(true);
      await card.scrollIntoViewIfNeeded();
      await visitor.waitForTimeout(500);
      await visitor.screenshot({ path: 'test-results/pack-animated-1280.png' });
    }

    // Explore loads no moving file until the visitor does something on the page.
    const movingPath = new URL(publicMotion.video, 'http://127.0.0.1').pathname;
    const fetched: string[] = [];
    visitor.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await visitor.goto(`/explore?q=${TAG}`);
    const tile = visitor.getByTestId('explore-sticker').filter({ hasText: `${TAG} 1` });
    const ready = tile.locator('[data-testid="explore-sticker-moving"][data-ready]');
    await expect(tile.locator('img').first()).toBeVisible();
    await visitor.waitForTimeout(1000);
    expect(fetched).not.toContain(movingPath);
    if (!moves) {
      await visitor.mouse.move(10, 10);
      await visitor.waitForTimeout(1000);
      await expect(tile.getByTestId('explore-sticker-moving')).toHaveCount(0);
    } else {
      await stirUntil(visitor, ready);
      await visitor.waitForTimeout(500);
      await visitor.screenshot({ path: 'test-results/explore-animated-1280.png' });
      await visitor.setViewportSize({ width: 390, height: 844 });
      await visitor.goto(`/explore?q=${TAG}`);
      await stirUntil(visitor, ready);
      await visitor.waitForTimeout(500);
      await visitor.screenshot({ path: 'test-results/explore-animated-390.png' });
      await visitor.goto(`/explore/sticker-pack/${packRef}`);
      await card.scrollIntoViewIfNeeded();
      await visitor.waitForTimeout(500);
      await visitor.screenshot({ path: 'test-results/pack-animated-390.png' });
    }
    await visitor.context().close();
  };
  await Promise.all([visit('no-preference'), visit('reduce')]);
});

test('order a set animated on the create-sticker page: the studio card plays it', async () => {
  test.setTimeout(600_000);
  const page = orderer;
  // A filled draft, as the page keeps it in this browser; the switch is what this test turns on.
  const userId = (await json(page.request, '/v1/users/me')).result.id as string;
  const entries = [1, 2, 3, 4].map((i) => ({
    name: `Order ${i}`,
    labelText: 'Yay!',
    description: 'Jumping',
  }));
  const draft = {
    characters: [ordererCharacter],
    customStyle: 'Classic cartoon',
    context: 'Party',
    count: 4,
    entries,
  };
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [`stickerfy:create-sticker-draft:${userId}`, JSON.stringify(draft)],
  );
  await openSignedIn(page, '/create-sticker');
  const toggle = page.getByTestId('animated-switch');
  await toggle.click();
  await page.getByTestId('animated-motion-wiggle').click();
  // 4 private stickers: 4 × 8 to draw and 4 × 3 to animate, all held at once.
  await expect(page.getByTestId('sticker-animation-cost')).toHaveText('12 credits');
  await expect(page.getByTestId('sticker-total')).toHaveText('44 credits');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.getByTestId('step-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/create-animated-${width}.png` });
  }
  // The choice is part of the draft: a reload keeps it. The order and the studio's wait for it stay
  // at the narrow width, where the page leaves the server more of the CPU.
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('animated-motion-wiggle')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('create-stickers').click();
  await page.waitForURL('**/creator-studio**');

  const video = page.getByTestId('sticker-card-video').first().locator('video');
  await expect(video).toBeVisible({ timeout: 240_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 20_000 })
    .toBe(true);
});
