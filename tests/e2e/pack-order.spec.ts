import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openSignedIn, signUpViaApi } from './helpers';

// The owner's pack page: reorder by keyboard (Alt+Arrow on a sticker's handle, announced), the order
// survives a reload; with no Telegram bot configured (this server) Add to Telegram offers the ZIPs and
// the link. Then /create-sticker on phones: the floating section buttons never cover Create.
// WELCOME50 (playwright.config.ts): a remixed character (3) + 4 public stickers (20) + a public pack (2).
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: keep screenshots of these screens to look at

async function stickersAndPack(page: Page, api: APIRequestContext) {
  await page.goto('/billing');
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME50');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-message')).toContainText('50');
  const character = await api.post('/v1/characters', {
    data: { name: 'Order Astro', templateReference: 'example-astro', isRemix: true },
  });
  expect(character.status()).toBe(201);
  const characterRef = (await character.json()).data.result.reference as string;
  await expect
    .poll(async () => (await (await api.get(`/v1/characters/${characterRef}`)).json()).data.result.status, {
      timeout: 120_000,
      intervals: [1_000],
    })
    .toBe('CREATED');
  const names = ['One', 'Two', 'Three', 'Four'];
  const made = await api.post('/v1/stickers', {
    data: {
      characterReferences: [characterRef],
      stickerCount: 4,
      visibility: 'PUBLIC',
      descriptions: names.map((name) => ({ name, labelText: name, description: 'Waving hello' })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'Counting',
      stickerLabelsLanguage: 'en',
    },
  });
  expect(made.status()).toBe(201);
  let refs: { name: string; reference: string }[] = [];
  await expect
    .poll(
      async () => {
        refs = (await (await api.get('/v1/stickers?status=CREATED&limit=100')).json()).data.items;
        return refs.length;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(4);
  const ordered = names.map((n) => refs.find((r) => r.name === n)?.reference as string);
  const pack = await api.post('/v1/sticker-packs', {
    data: { name: 'Counting', stickerReferences: ordered, visibility: 'PUBLIC' },
  });
  expect(pack.status()).toBe(201);
  return { pack: (await pack.json()).data.result.reference as string, characterRef };
}

const order = (page: Page) =>
  page
    .getByTestId('pack-sticker')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));

test('reorder a pack by keyboard; the order survives a reload; bot off offers the ZIPs; phones keep Create uncovered', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signUpViaApi(page);
  const { pack } = await stickersAndPack(page, page.request);

  await page.goto(`/creator-studio/sticker-pack/${pack}`);
  await expect.poll(() => order(page)).toEqual(['One', 'Two', 'Three', 'Four']);
  await page.getByTestId('pack-reorder').click();
  const handle = page.getByTestId('pack-reorder-handle').first();
  await handle.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByTestId('pack-reorder-status')).toHaveText('One moved to position 2 of 4');
  await expect(page.getByRole('button', { name: /^Move One \(position 2 of 4\)/ })).toBeFocused();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByTestId('pack-reorder-status')).toHaveText('One moved to position 3 of 4');
  await page.getByRole('button', { name: 'Move Four earlier' }).click();
  await expect.poll(() => order(page)).toEqual(['Two', 'Three', 'Four', 'One']);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/reorder-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/reorder-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
  }
  const saved = page.waitForResponse((r) => r.url().endsWith('/order') && r.request().method() === 'PUT');
  await page.getByTestId('pack-reorder-save').click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('pack-reorder-bar')).toHaveCount(0);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Two', 'Three', 'Four', 'One']);

  // By drag: the last sticker's handle dropped on the first card puts it first, saved the same way.
  await page.getByTestId('pack-reorder').click();
  // hover() waits until the page has stopped scrolling (html scrolls smoothly) before the press.
  await page.getByRole('button', { name: /^Move One \(position 4 of 4\)/ }).hover();
  await page.mouse.down();
  const to = await page.getByTestId('pack-sticker').first().boundingBox();
  if (!to) throw new Error('the stickers are not laid out');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual(['One', 'Two', 'Three', 'Four']);
  const dropped = page.waitForResponse((r) => r.url().endsWith('/order') && r.request().method() === 'PUT');
  await page.getByTestId('pack-reorder-save').click();
  expect((await dropped).status()).toBe(200);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['One', 'Two', 'Three', 'Four']);

  // No bot on this server: Add to Telegram says so and offers what works.
  const add = page.getByTestId('pack-add-telegram');
  await expect(add).toHaveAttribute('aria-expanded', 'false');
  await add.click();
  const panel = page.getByTestId('bot-off-share');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('needs our Telegram bot');
  await expect(panel.getByTestId('bot-off-copy-link')).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByTestId('bot-off-download-telegram').click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bot-off-1366.png` });

  // Phones: on /create-sticker no floating section button covers Create, wherever it is on screen.
  await openSignedIn(page, '/create-sticker');
  await expect(page.getByTestId('section-nav')).toBeVisible();
  const create = page.getByTestId('create-stickers');
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 740 });
    for (const at of ['viewport-bottom', 'page-end'] as const) {
      await create.evaluate((el, where) => {
        const r = el.getBoundingClientRect();
        if (where === 'page-end') window.scrollTo(0, document.documentElement.scrollHeight);
        else window.scrollBy(0, r.bottom - window.innerHeight + 10);
      }, at);
      // The nav measures on the frame after a scroll or a layout change, so ask until it has.
      const covered = async () => {
        const c = await create.boundingBox();
        if (!c) throw new Error('Create is not laid out');
        for (const button of [page.getByTestId('section-prev'), page.getByTestId('section-next')]) {
          if (!(await button.isVisible())) continue;
          const b = await button.boundingBox({ timeout: 5_000 });
          if (b && c.x < b.x + b.width && b.x < c.x + c.width && c.y < b.y + b.height && b.y < c.y + c.height)
            return true;
        }
        return false;
      };
      await expect
        .poll(covered, { message: `a section button covers Create at ${width} px (${at})`, timeout: 3_000 })
        .toBe(false);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/create-${width}-${at}.png` });
    }
  }
});
