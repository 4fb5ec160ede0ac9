import { expect, test } from '@playwright/test';

// The landing's hero (docs/product-rules.md): its stickers, their highlight and their spacing on a
// small phone (the rest of the landing: landing.spec.ts).

test('hero: 5 stickers on desktop, 4 under 768 px, highlighted one by one', async ({ page, browser }) => {
  const heroFetches: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/landing/hero/')) heroFetches.push(r.url());
  });
  // The page's clock moves only when the test says so: the highlight's 800 ms steps and the 500 ms
  // reset are played out at once instead of waited for. Installed, the clock still follows real time;
  // paused, a busy machine's slow steps between two looks cannot move the highlight on by itself.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000); // no page yet: nothing is due
  await page.goto('/');
  const imgs = page.getByTestId('hero-stickers').locator('img');
  await expect(imgs).toHaveCount(5);
  const srcs = () => imgs.evaluateAll((els) => els.map((e) => e.getAttribute('src')).join());
  const activeIndex = () => imgs.evaluateAll((els) => els.findIndex((e) => e.hasAttribute('data-active')));
  const first = await imgs.evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  expect(new Set(first).size).toBe(5);
  expect(first.every((s) => /^\/landing\/hero\/\d+\.webp$/.test(s ?? ''))).toBe(true);
  // One highlighted at a time, moving on every 800 ms (the first once the page's clock has run a little).
  const highlighted = page.locator('[data-testid=hero-stickers] img[data-active]');
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return highlighted.count();
    })
    .toBe(1);
  const seen = [await activeIndex()];
  for (let i = 0; i < 3; i++) {
    await page.clock.runFor(800);
    await expect.poll(activeIndex).not.toBe(seen.at(-1));
    seen.push(await activeIndex());
  }
  expect(new Set(seen).size).toBe(4);
  // Nobody at the page yet: after all five (5 × 800 ms + 500 ms) the highlight goes round the same
  // set again, and no other sticker is fetched.
  await page.clock.runFor(5 * 800 + 500 + 1_200);
  await expect(page.locator('[data-testid=hero-stickers] img[data-active]')).toHaveCount(1);
  expect(await srcs()).toBe(first.join());
  expect(heroFetches.length).toBe(5);
  // Someone moves the pointer: the next reset draws a new set, already loaded when it appears.
  await page.mouse.move(200, 200);
  await page.mouse.move(240, 260);
  await expect
    .poll(async () => {
      await page.clock.runFor(800);
      return srcs();
    })
    .not.toBe(first.join());
  expect(await imgs.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).complete))).toBe(true);

  // A page opened at phone width (resizing this one, or even a new document in it, could lay out the
  // hero at desktop width first and fetch a desktop copy).
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const phoneFetches: string[] = [];
  phone.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/landing/hero/')) phoneFetches.push(r.url());
  });
  await phone.goto('/');
  await expect(phone.getByTestId('hero-stickers').locator('img:visible')).toHaveCount(4);
  // A phone fetches only the four it shows.
  await expect(phone.getByTestId('hero-stickers').locator('img')).toHaveCount(4);
  await phone.waitForLoadState('networkidle');
  expect(phoneFetches).toHaveLength(4);
  await phone.close();
});

test('the hero figures keep apart on a 320 px phone, with long numbers and labels', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 320, height: 700 } });
  for (const locale of ['de', 'ru', 'ar']) {
    await phone.goto(`/${locale}`);
    const boxes = await phone
      .getByTestId('hero-stats')
      .locator('dd bdi, dt')
      .evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return {
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
            over: e.scrollWidth > e.clientWidth + 1,
          };
        }),
      );
    expect(boxes).toHaveLength(8);
    for (const [i, a] of boxes.entries()) {
      expect(a.over).toBe(false);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${locale}: two hero figures overlap`).toBe(true);
      }
    }
  }
  await phone.close();
});
