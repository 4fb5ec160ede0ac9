import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { buyStarterCredits, signUpViaApi } from './helpers';

const imageLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

test('character → create-sticker with a style, 2 moods, Japanese labels, 8 stickers → they appear in the studio; copy and download', async ({
  page,
  context,
}) => {
  test.setTimeout(420_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page);
  await buyStarterCredits(page);

  // A character first: a remix of the example alone reuses the tiles our pipeline made for it.
  await page.goto('/create-character?remix=example-astro');
  await page.getByLabel('Name').fill('Astro Stickers');
  await page.getByTestId('character-terms').click();
  await page.getByTestId('create-character-submit').click();
  await expect(page.getByTestId('character-creation-success')).toBeVisible({ timeout: 240_000 });
  await page.getByTestId('character-success-create-stickers').click();
  await page.waitForURL('**/create-sticker?characterReference=*');

  // 1. The character arrives preselected.
  const option = page.getByTestId('character-option').filter({ hasText: 'Astro Stickers' });
  await expect(option).toHaveAttribute('aria-pressed', 'true');

  // 2. A free style is added through its dialog, then selected.
  await page.getByTestId('style-tab-free').click();
  const style = page.getByTestId('style-card').first();
  await style.getByRole('option').click();
  await page.getByTestId('style-dialog-confirm').click();
  await expect(page.getByTestId('style-dialog')).toBeHidden({ timeout: 10_000 });
  await expect(style).toHaveAttribute('data-selected', 'true');

  // 3. Theme, Japanese labels (with the non-Latin note), two moods.
  await page.getByTestId('sticker-theme').fill('Morning coffee at the office');
  await page.getByTestId('label-language').selectOption('ja');
  await expect(page.getByTestId('non-latin-warning')).toBeVisible();
  await page.getByTestId('mood-cute').click();
  await page.getByTestId('mood-fun').click();

  // AI style ideas: one starred shows in the Favourite tab beside catalogue favourites (docs/product-rules.md).
  await page.getByTestId('ai-styles').click();
  await expect(page.getByTestId('ai-style-idea')).toHaveCount(10);
  await page.getByTestId('ai-style-favourite').first().click();
  await page.getByTestId('style-tab-favourite').click();
  await expect(page.getByTestId('style-tab-favourite')).toContainText('(1)');
  await expect(page.getByTestId('style-grid').getByTestId('ai-style-card')).toHaveCount(1);

  // AI description ideas for the theme: a pick becomes the first sticker's description.
  await page.getByTestId('ai-description-ideas').click();
  const idea = page.getByTestId('description-idea').first();
  await idea.click();
  await expect(page.getByTestId('sticker-entry').first().getByTestId('entry-description')).toHaveValue(
    (await idea.textContent()) ?? '',
  );

  // 4. Eight stickers, filled by the bulk AI suggestion (labels in Japanese), one edited by hand.
  await page.getByTestId('sticker-count').selectOption('8');
  const entries = page.getByTestId('sticker-entry');
  await expect(entries).toHaveCount(8);
  await page.getByTestId('ai-fill-all').click();
  await expect(entries.nth(7).getByTestId('entry-label')).not.toHaveValue('', { timeout: 15_000 });
  await expect(page.getByTestId('credit-chip')).toHaveText('491'); // three AI calls: 2 credits each
  for (let i = 0; i < 8; i++) {
    await expect(entries.nth(i).getByTestId('entry-label')).toHaveValue(/[\u3040-\u30ff\u4e00-\u9fff]|OK/);
  }
  await entries.first().getByTestId('entry-name').fill('Coffee 1');
  const lastLabel = await entries.nth(7).getByTestId('entry-label').inputValue();

  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByTestId('sticker-entry').nth(7).getByTestId('entry-label')).toHaveValue(lastLabel);
  await expect(page.getByTestId('sticker-entry').first().getByTestId('entry-name')).toHaveValue('Coffee 1');
  await expect(page.getByTestId('style-tab-favourite')).toContainText('(1)'); // favourites stay too

  // 6. The summary: 8 private stickers × 8 credits.
  await expect(page.getByTestId('sticker-total')).toHaveText('64 credits');
  await page.getByTestId('create-stickers').click();
  await page.waitForURL('**/creator-studio?tab=stickers');
  await expect(page.getByTestId('credit-chip')).toHaveText('427'); // 491 − 64 held

  const cards = page.getByTestId('sticker-card');
  await expect(cards).toHaveCount(8);
  await expect(page.locator('[data-testid=sticker-card][data-status=CREATED]')).toHaveCount(8, {
    timeout: 120_000,
  });
  const first = cards.first();
  await expect.poll(() => first.getByTestId('sticker-card-image').evaluate(imageLoaded)).toBe(true);

  await first.getByTestId('sticker-copy').click();
  await expect(first.getByTestId('sticker-copy').locator('.text-emerald-600')).toBeVisible();
  const download = page.waitForEvent('download');
  await first.getByTestId('sticker-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.webp$/);
  const saved = await file.path();
  expect(fs.readFileSync(saved).subarray(8, 12).toString()).toBe('WEBP');
});
