import { expect, test } from '@playwright/test';
import { SECTIONS, scrollSettled, settledTopOf, topOf } from './landing-helpers';

// The landing's hash anchors (docs/product-rules.md): jumps, arrivals by address, and jumps made before hydration.

test('hash anchors scroll to their sections; the logo scrolls back to the top', async ({ page }) => {
  await page.goto('/');
  for (const id of SECTIONS) {
    await page.evaluate((i) => {
      window.location.hash = i;
    }, id);
    await expect.poll(() => topOf(page, id), { message: id }).toBeLessThan(100);
    await scrollSettled(page); // a smooth scroll still running would swallow the next jump
    expect(await topOf(page, id), id).toBeGreaterThan(-5);
    expect(await topOf(page, id), id).toBeLessThan(100);
  }
  await page.getByRole('link', { name: 'Stickerfy home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/');

  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect.poll(() => topOf(page, 'pricing')).toBeLessThan(100);
});

// Sections below the fold keep placeholder heights until they near the viewport (content-visibility),
// and styles and pricing grow when their data arrives: the browser's own jump to /#faq landed far from
// it. components/landing/hash-target-pin.tsx keeps the target in place while the page settles.
test('arriving at /#section or jumping to it, on a phone and on a desktop, shows that section under the header', async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const id of ['styles', 'pricing', 'faq']) {
      await page.goto('about:blank'); // a new document each time, not a jump within the page
      await page.goto(`/de#${id}`);
      const top = await settledTopOf(page, id);
      expect(top, `${viewport.width} px, #${id}`).toBeGreaterThan(40);
      expect(top, `${viewport.width} px, #${id}`).toBeLessThan(120);
    }
    // A jump within the page, far down from the top (the browser's smooth scroll, then the pin).
    await page.goto('about:blank');
    await page.goto('/de');
    await page.evaluate(() => {
      window.location.hash = 'faq';
    });
    const faq = await settledTopOf(page, 'faq');
    expect(faq, `${viewport.width} px, / → #faq`).toBeGreaterThan(40);
    expect(faq, `${viewport.width} px, / → #faq`).toBeLessThan(120);
  }
  // From another page, through the client router: the same place.
  await page.goto('/terms');
  await page.locator('footer').getByRole('link', { name: 'Pricing' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
  const pricing = await settledTopOf(page, 'pricing');
  expect(pricing).toBeGreaterThan(40);
  expect(pricing).toBeLessThan(120);
});

// On a slow phone the landing hydrates seconds after it shows, and a jump made meanwhile lost its
// fragment to Next's start-up (history.replaceState): the address dropped #faq and the pin never ran
// (components/landing/early-hash-watch.tsx).
test('a jump made before the page has hydrated keeps its address and ends at the section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/de', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    window.location.hash = 'faq';
  });
  // The browser has taken the jump (the address says so) while the page's scripts are still held.
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#faq');
  release();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#faq');
  const top = await settledTopOf(page, 'faq');
  expect(top).toBeGreaterThan(40);
  expect(top).toBeLessThan(120);
  expect(await page.evaluate(() => window.location.hash)).toBe('#faq');
});
