import path from 'node:path';
import { expect, test } from '@playwright/test';
import { redeemWelcomeCredits, signUpByRequest, signUpViaApi } from './helpers';

// Fixture photos: tests/fixtures/photos (public domain / CC0, see SOURCES.md there).
const PHOTOS = path.resolve(__dirname, '../fixtures/photos');

const imageLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

test.describe('characters', () => {
  test('create a character from a photo, find it in the studio, delete it', async ({ page }) => {
    test.setTimeout(300_000);
    await signUpByRequest(page);
    await redeemWelcomeCredits(page);
    // The page asks for the character every 10 s (docs/product-rules.md). Its clock is ours: once
    // the server has made it, the page's next poll is brought forward instead of waited for.
    await page.clock.install();

    await page.goto('/create-character');
    await expect(page.getByTestId('credit-chip')).toHaveText('50');
    await expect(page.getByTestId('character-cost')).toContainText('Creating a character costs 3 credits');
    await page.getByLabel('Name').fill('Astro E2E');
    await page.getByTestId('image-dropzone-input').setInputFiles(path.join(PHOTOS, 'astronaut.png'));
    await expect(page.getByTestId('image-preview')).toHaveAttribute('data-state', 'ready', {
      timeout: 30_000,
    });
    await page.getByTestId('character-terms').click();
    await page.getByTestId('create-character-submit').click();

    await expect(page.getByTestId('character-creation-progress')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('character-progress-bar')).toBeVisible();
    await expect(page.getByTestId('credit-chip')).toHaveText('47'); // held at once, kept on success

    // The local pipeline takes ~15–40 s on a 2-core machine.
    const status = async () =>
      (await (await page.request.get('/v1/characters')).json()).data.items[0]?.status as string;
    await expect.poll(status, { timeout: 180_000, intervals: [500] }).toBe('CREATED');
    await page.clock.fastForward(10_000);
    await expect(page.getByTestId('character-creation-success')).toBeVisible();
    const main = page.getByTestId('character-main-image');
    await expect(main).toBeVisible();
    await expect.poll(() => main.evaluate(imageLoaded)).toBe(true);
    await expect(page.getByTestId('character-success-create-stickers')).toHaveAttribute(
      'href',
      /\/create-sticker\?characterReference=[\w-]+/,
    );

    await page.goto('/creator-studio?tab=characters');
    const card = page.getByTestId('character-card').filter({ hasText: 'Astro E2E' });
    await expect(card).toHaveAttribute('data-status', 'CREATED');
    await expect(card.getByTestId('character-status')).toHaveText('Created');
    await expect.poll(() => card.getByTestId('character-card-image').evaluate(imageLoaded)).toBe(true);
    await expect(page.getByTestId('studio-count')).toHaveText('1 character');

    // Favourites stay in this browser and drive the favourites-only filter.
    await card.getByTestId('character-favourite').click();
    await expect(card.getByTestId('character-favourite')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('studio-favourites-toggle').click();
    await expect(card).toBeVisible();
    await page.getByTestId('studio-favourites-toggle').click();
    await page.getByTestId('studio-search').fill('nobody');
    await expect(page.getByTestId('characters-no-matches')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(card).toBeVisible();

    await card.getByTestId('character-delete').click();
    const dialog = page.getByTestId('delete-character-dialog');
    await expect(dialog).toContainText('“Astro E2E”');
    await dialog.getByTestId('delete-character-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('characters-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('characters-empty')).toBeVisible();
  });

  test('HEIC is converted in the browser; a non-image and a bad form are refused', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpByRequest(page);
    await page.goto('/create-character');

    // Nothing filled in: every validation message at once.
    await page.getByTestId('create-character-submit').click();
    await expect(page.getByText('Please provide a name for your character.')).toBeVisible();
    await expect(page.getByText('Please select at least one image to upload.')).toBeVisible();
    await expect(page.getByText('Please accept the terms to continue.')).toBeVisible();

    const input = page.getByTestId('image-dropzone-input');
    await input.setInputFiles(path.join(PHOTOS, 'astronaut.heic'));
    const preview = page.getByTestId('image-preview');
    await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expect.poll(() => preview.locator('img').evaluate(imageLoaded)).toBe(true);
    await expect(page.getByText('Please select at least one image to upload.')).toBeHidden();

    await input.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text, not pixels'),
    });
    await expect(page.getByTestId('image-problems')).toContainText(
      /notes\.png is not an image\.|Could not process notes\.png\./,
    );
    await expect(page.getByTestId('image-preview')).toHaveCount(1);

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await expect(page.getByTestId('image-problems')).toContainText('notes.txt is not an image.');

    // With no credits the cost check (before any upload) blocks creating and points to billing.
    const notice = page.getByTestId('insufficient-credits');
    await expect(notice).toContainText('You need 3 credits to create a character.');
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/billing');
    await page.getByLabel('Name').fill('Heic');
    await page.getByTestId('character-terms').click();
    await page.getByTestId('create-character-submit').click();
    await expect(notice).toBeFocused();
    await expect(page.getByTestId('image-preview')).toHaveAttribute('data-upload', 'idle');
    await expect(page.getByTestId('character-creation-progress')).toBeHidden();

    await page.getByTestId('image-remove').click();
    await expect(page.getByTestId('image-preview')).toHaveCount(0);
  });

  test('remix an example: its original images replace the upload', async ({ page }) => {
    test.setTimeout(240_000);
    await signUpByRequest(page);
    await redeemWelcomeCredits(page);
    await page.goto('/create-character');
    const examples = page.getByTestId('remix-examples');
    await examples.getByRole('link', { name: 'Remix Astro' }).click();
    await page.waitForURL('**/create-character?remix=example-astro');
    await expect(page.getByTestId('remix-source')).toContainText('Remixing Astro');
    await expect.poll(() => page.getByTestId('remix-source-image').first().evaluate(imageLoaded)).toBe(true);
    await expect(page.getByTestId('image-dropzone')).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue('Astro');
    await page.getByLabel('Name').fill('My Astro remix');
    await page.getByTestId('character-terms').click();
    await page.getByTestId('create-character-submit').click();
    await expect(page.getByTestId('character-creation-progress')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('character-creation-success')).toBeVisible({ timeout: 180_000 });
    await expect(page.getByTestId('character-creation-success')).toContainText('My Astro remix is ready!');
    await expect(page.getByTestId('credit-chip')).toHaveText('47');
  });

  test('the studio tabs follow the address and the create button follows the tab', async ({ page }) => {
    await signUpViaApi(page);
    await expect(page.getByTestId('studio-create-button')).toHaveAttribute('href', '/create-sticker');
    await page.getByTestId('studio-tab-sticker-packs').click();
    await expect(page).toHaveURL(/\/creator-studio\?tab=sticker-packs$/);
    await expect(page.getByTestId('studio-create-button')).toHaveAttribute('href', '/create-sticker-pack');
    await page.getByTestId('studio-tab-characters').click();
    await expect(page).toHaveURL(/\/creator-studio\?tab=characters$/);
    await expect(page.getByTestId('studio-create-button')).toHaveText('Create Character');
    await expect(page.getByTestId('characters-empty').getByRole('link')).toHaveAttribute(
      'href',
      '/create-character',
    );
    await page.getByTestId('studio-create-button').click();
    await page.waitForURL('**/create-character');
    await page.getByTestId('create-character-back').click();
    await expect(page).toHaveURL(/\/creator-studio\?tab=characters$/);
    await expect(page.getByTestId('characters-tab')).toBeVisible();
  });
});
