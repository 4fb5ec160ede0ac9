import { expect, test } from '@playwright/test';
import { unsafeSyntheticImage } from '../helpers/unsafe-image';
import { buyStarterCredits, signUpViaApi } from './helpers';

// A photo the server's safety screen refuses (lib/safety; the synthetic image and why the model
// flags it: tests/helpers/unsafe-image.ts) opens the unsafe-content dialog, and nothing is charged.
test('an unsafe photo at upload opens the unsafe-content dialog and costs nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await buyStarterCredits(page);
  await page.goto('/create-character');
  await expect(page.getByTestId('credit-chip')).toHaveText('500');
  await page.getByLabel('Name').fill('Refused');
  await page.getByTestId('image-dropzone-input').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await unsafeSyntheticImage(),
  });
  await expect(page.getByTestId('image-preview')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await page.getByTestId('character-terms').click();
  await page.getByTestId('create-character-submit').click();
  await expect(page.getByTestId('unsafe-content-dialog')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('unsafe-content-acknowledge').click();
  await expect(page.getByTestId('unsafe-content-dialog')).toBeHidden();
  await expect(page.getByTestId('credit-chip')).toHaveText('500');
  await expect(page.getByTestId('character-creation-progress')).toHaveCount(0);
});
