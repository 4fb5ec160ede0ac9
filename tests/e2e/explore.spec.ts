import { expect, test } from '@playwright/test';

// /explore on a fresh install: the examples drawn by our pipeline, search and tabs in the address.
test('explore shows the examples, searches in the address and switches tabs', async ({ page }) => {
  await page.goto('/explore');
  const stickers = page.getByTestId('explore-sticker');
  await expect(stickers.first()).toBeVisible();
  expect(await stickers.count()).toBeGreaterThanOrEqual(20);
  await expect(stickers.first().locator('img')).toHaveJSProperty('complete', true);

  await page.getByTestId('explore-search').fill('CAT');
  await page.waitForURL(/[?&]q=CAT/);
  await expect(page.getByTestId('explore-sticker').first()).toContainText(/cat/i);
  for (const name of await page.getByTestId('explore-sticker').allInnerTexts()) expect(name).toMatch(/cat/i);

  await page.getByTestId('explore-search').fill('no sticker is called this');
  await expect(page.getByText('No matches')).toBeVisible();

  await page.goto('/explore?tab=sticker-packs');
  // The three example packs; specs running beside this one may have published packs of their own.
  const packs = page.locator('[data-testid="explore-pack"][href*="/explore/sticker-pack/example-pack-"]');
  await expect(packs).toHaveCount(3);
  await expect(packs.first()).toContainText(/\d+ stickers/);
  await page.getByTestId('explore-tab-characters').click();
  await page.waitForURL(/tab=characters/);
  await expect(page.getByTestId('explore-character')).toHaveCount(2);
  await expect(page.getByTestId('explore-character').first().getByRole('link')).toHaveAttribute(
    'href',
    /create-character\?remix=example-/,
  );
});

// A phone fetches the images of its first screen and the row below it, not everything within Chrome's
// lazy-load distance; cards further down get theirs once the visitor scrolls near or past them.
test('explore on a phone loads only the first screen of images until a scroll', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const stickerImages = new Set<string>();
  // Which cards' drawings were fetched (either size of one drawing counts once).
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'image' && !r.url().startsWith('data:') && !/icon|sprite/.test(r.url()))
      stickerImages.add(new URL(r.url()).pathname.replace(/_320(?=\.webp$)/, ''));
  });
  await page.goto('/explore', { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const grid = page.getByTestId('explore-grid-stickers');
  expect(await grid.getByTestId('explore-sticker').count()).toBeGreaterThanOrEqual(20);
  expect(stickerImages.size, [...stickerImages].join('\n')).toBeGreaterThanOrEqual(6);
  expect(stickerImages.size, [...stickerImages].join('\n')).toBeLessThanOrEqual(8);
  // A held-back card's empty source (the first card's own <source> is for wider screens).
  const held = grid.locator('source[srcset^="data:"]');
  expect(await held.count(), 'later cards held back').toBeGreaterThan(0);

  // A jump to the bottom releases every card above it too, and each image loads once in view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(held).toHaveCount(0);
  for (const card of await grid.getByTestId('explore-sticker').all()) {
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(1);
  }
  await context.close();
});

// Without JavaScript nothing releases the cards held back on a phone: every server-rendered card must
// show its drawing anyway (the held-back source applies only where scripts run).
test('explore without JavaScript shows every card image on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/explore', { waitUntil: 'load' });
  const images = page.getByTestId('explore-grid-stickers').getByTestId('explore-sticker').locator('img');
  expect(await images.count()).toBeGreaterThanOrEqual(20);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBeGreaterThan(1);
  }
  await context.close();
});
