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
  const packs = page.getByTestId('explore-pack');
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
