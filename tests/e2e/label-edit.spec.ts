import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { zipByName } from '../helpers/zip-entries';
import { signUpViaApi } from './helpers';
import { apiData, remixedStickers } from './remixed-stickers';

// Free label edits (docs/product-rules.md, label edits): a finished sticker's label goes from
// "Hello" to "こんにちは" in the studio's dialog; the new image is there within a second, no credit is
// spent, and the pack and its Telegram ZIP hold the new image. The webServer seeds WELCOME50
// (playwright.config.ts): a remixed character and 4 stickers fit in it.

const sha = (b: Buffer) => createHash('sha1').update(b).digest('hex');

const json = apiData;
const stickersOfHello = (api: APIRequestContext) =>
  remixedStickers<{ reference: string; name: string; data: { image: string } }>(api, {
    character: 'Label Astro',
    names: ['Hello 1', 'Hello 2', 'Hello 3', 'Hello 4'],
    labelText: 'Hello',
    description: 'Waving hello',
    visibility: 'PUBLIC',
    context: 'Greetings',
  });

test('edit a label from "Hello" to "こんにちは": a new image within a second, free, in the pack and its ZIP', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signUpViaApi(page);
  const api = page.request;
  expect((await api.post('/v1/promo-codes/redeem', { data: { promoCode: 'WELCOME50' } })).status()).toBe(200);
  const stickers = await stickersOfHello(api);
  const sticker = stickers.find((s) => s.name === 'Hello 1');
  if (!sticker) throw new Error('no sticker');
  const pack = await api.post('/v1/sticker-packs', {
    data: { name: 'Greetings', stickerReferences: stickers.map((s) => s.reference), visibility: 'PRIVATE' },
  });
  expect(pack.status()).toBe(201);
  const packRef = (await pack.json()).data.result.reference as string;
  const zipBefore = zipByName(await (await api.get(`/v1/sticker-packs/${packRef}/export/telegram`)).body());

  await page.goto('/creator-studio');
  const chip = page.getByTestId('credit-chip');
  await expect(chip).toHaveText(/\d+/);
  const credits = await chip.textContent();
  const card = page.getByTestId('sticker-card').filter({ has: page.getByText('Hello 1', { exact: true }) });
  const oldSrc = await card.getByTestId('sticker-card-image').getAttribute('src');
  await card.getByTestId('sticker-edit-label').click();

  const dialog = page.getByTestId('edit-label-dialog');
  await expect(dialog.getByTestId('label-edit-text')).toHaveValue('Hello');
  await dialog.getByTestId('label-edit-text').fill('こんにちは');
  await dialog.getByTestId('label-edit-language').selectOption('ja');
  // The live preview follows: an image drawn with the new label.
  await expect(dialog.getByTestId('label-edit-preview')).toHaveAttribute('src', /text=%E3%81%93/);
  await expect
    .poll(() =>
      dialog
        .getByTestId('label-edit-preview')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(512);
  await page.screenshot({ path: 'test-results/label-edit-dialog.png' });

  const started = Date.now();
  const saved = page.waitForResponse((r) => r.url().endsWith('/label') && r.request().method() === 'PUT');
  await dialog.getByTestId('label-edit-save').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // Drawn in the request, not queued: the answer already carries the new drawing's address.
  const answered = JSON.stringify((await answer.json()).data);
  expect(answered).toMatch(/\.webp/);
  expect(answered).not.toContain(sticker.data.image);
  test.info().annotations.push({ type: 'save answered', description: `${Date.now() - started} ms` });
  // The card shows the new drawing: a new address, loaded.
  const image = card.getByTestId('sticker-card-image');
  await expect(image).not.toHaveAttribute('src', oldSrc ?? '', { timeout: 10_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 10_000,
      intervals: [25],
    })
    .toBe(true);
  const elapsed = Date.now() - started;
  test.info().annotations.push({ type: 'saved edit on screen', description: `${elapsed} ms` });
  console.log(
    test
      .info()
      .annotations.map((a) => `${a.type}: ${a.description}`)
      .join('; '),
  );
  // The one-second target is bench/label-edit.ts's to measure on a quiet machine (about 0.8 s at load
  // 4); here, beside another worker's drawings, it is printed and only bounded loosely.
  expect(elapsed, 'the new image is on screen at once').toBeLessThan(8_000);
  await expect(dialog).toBeHidden();

  // No credit spent: the chip and the server agree.
  await page.reload();
  await expect(chip).toHaveText(credits ?? '');
  const after = (await json(api, `/v1/stickers/${sticker.reference}`)).result as {
    data: { image: string; labelText: string };
    language: string;
  };
  expect(after.data.labelText).toBe('こんにちは');
  expect(after.language).toBe('ja');
  expect(after.data.image).not.toBe(sticker.data.image);
  const newImage = await (await api.get(after.data.image)).body();

  // The pack shows the new image; its Telegram ZIP holds exactly its bytes where the old ones were.
  const shown = (await json(api, `/v1/sticker-packs/${packRef}`)).result as {
    stickers: { reference: string; data: { image: string } }[];
  };
  expect(shown.stickers.find((s) => s.reference === sticker.reference)?.data.image).toBe(after.data.image);
  const zipAfter = zipByName(await (await api.get(`/v1/sticker-packs/${packRef}/export/telegram`)).body());
  // The old address no longer serves the drawing.
  expect((await api.get(sticker.data.image)).status()).toBe(404);
  const changed = [...zipAfter].filter(
    ([name, data]) => sha(data) !== sha(zipBefore.get(name) ?? Buffer.alloc(0)),
  );
  expect(changed.map(([name]) => name).filter((n) => n !== 'manifest.json')).toHaveLength(1);
  expect(changed.some(([, data]) => sha(data) === sha(newImage))).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByTestId('sticker-edit-label').click();
  await expect(dialog.getByTestId('label-edit-text')).toHaveValue('こんにちは');
  await page.screenshot({ path: 'test-results/label-edit-dialog-390.png' });
});
