import { inflateRawSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

// Animated stickers (docs/animated-stickers.md): "Animate" on a finished sticker in the studio makes
// it move there (a muted looping video that really plays), and the pack's Telegram ZIP carries it
// as .webm while the WhatsApp ZIP puts the animated ones in their own "-animated" pack folder. The
// webServer seeds WELCOME50 (playwright.config.ts): a remixed character, 4 stickers and 3
// animations fit in it.

/** The ZIP's files by name (central directory → local headers; stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files = new Map<string, Buffer>();
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    p += 46 + nameLen + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return files;
}

const json = async (api: APIRequestContext, url: string) => (await (await api.get(url)).json()).data;
type Listed = { reference: string; name: string; animation?: { status: string } | null };

async function fourStickers(api: APIRequestContext) {
  const character = await api.post('/v1/characters', {
    data: { name: 'Moving Astro', templateReference: 'example-astro', isRemix: true },
  });
  expect(character.status()).toBe(201);
  const reference = (await character.json()).data.result.reference as string;
  await expect
    .poll(async () => (await json(api, `/v1/characters/${reference}`)).result.status, {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe('CREATED');
  const names = ['Move 1', 'Move 2', 'Move 3', 'Move 4'];
  const res = await api.post('/v1/stickers', {
    data: {
      characterReferences: [reference],
      stickerCount: 4,
      visibility: 'PRIVATE',
      descriptions: names.map((name) => ({ name, labelText: 'Yay!', description: 'Jumping for joy' })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'Party',
      stickerLabelsLanguage: 'en',
    },
  });
  expect(res.status()).toBe(201);
  const created = async () => (await json(api, '/v1/stickers?status=CREATED&limit=100')).items as Listed[];
  await expect.poll(async () => (await created()).length, { timeout: 240_000, intervals: [3_000] }).toBe(4);
  return created();
}

test('animate a sticker: it plays in the studio, is a .webm in the Telegram ZIP and in the WhatsApp ZIP’s animated folder', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signUpViaApi(page);
  const api = page.request;
  expect((await api.post('/v1/promo-codes/redeem', { data: { promoCode: 'WELCOME50' } })).status()).toBe(200);
  const stickers = await fourStickers(api);

  await page.goto('/creator-studio');
  const card = page.getByTestId('sticker-card').filter({ has: page.getByText('Move 1', { exact: true }) });
  await card.getByTestId('sticker-animate').click();
  const dialog = page.getByTestId('animate-sticker-dialog');
  await dialog.getByTestId('animate-preset-heartbeat').click();
  await expect(dialog.getByTestId('animate-preset-heartbeat')).toHaveAttribute('aria-checked', 'true');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/animate-dialog-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/animate-dialog-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByTestId('animate-sticker-confirm').click();
  await expect(dialog).toBeHidden();

  // The studio polls while it is made, then shows the video, muted and looping, and it plays.
  const video = card.getByTestId('sticker-card-video').locator('video');
  await expect(video).toBeVisible({ timeout: 120_000 });
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop])).toEqual([true, true]);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 20_000 })
    .toBe(true);
  await page.screenshot({ path: 'test-results/animated-studio-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/animated-studio-390.png' });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Two more by the API: three animated stickers are enough for an animated WhatsApp pack.
  for (const name of ['Move 2', 'Move 3']) {
    const s = stickers.find((x) => x.name === name) as Listed;
    const res = await api.post(`/v1/stickers/${s.reference}/animate`, { data: { preset: 'bounce' } });
    expect(res.status()).toBe(202);
  }
  await expect
    .poll(
      async () =>
        ((await json(api, '/v1/stickers?status=CREATED&limit=100')).items as Listed[]).filter(
          (s) => s.animation?.status === 'CREATED',
        ).length,
      { timeout: 180_000, intervals: [3_000] },
    )
    .toBe(3);

  const pack = await api.post('/v1/sticker-packs', {
    data: { name: 'Moves', stickerReferences: stickers.map((s) => s.reference), visibility: 'PRIVATE' },
  });
  expect(pack.status()).toBe(201);
  const packRef = (await pack.json()).data.result.reference as string;

  const telegram = unzip(await (await api.get(`/v1/sticker-packs/${packRef}/export/telegram`)).body());
  const webms = [...telegram.keys()].filter((n) => n.endsWith('.webm'));
  expect(webms).toHaveLength(3);
  for (const n of webms) expect(telegram.get(n)?.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  expect(JSON.parse(telegram.get('manifest.json')?.toString() ?? '{}').format).toBe('mixed');

  const whatsapp = unzip(await (await api.get(`/v1/sticker-packs/${packRef}/export/whatsapp`)).body());
  // Three animated and one still: a still alone cannot be a WhatsApp pack (3 at least), so it joins
  // the animated pack as a held animation and there is no static folder.
  const animated = [...whatsapp.keys()].filter((n) => /^Moves-animated\/\d+\.webp$/.test(n));
  expect(animated).toHaveLength(4);
  expect([...whatsapp.keys()].some((n) => n.startsWith('Moves/'))).toBe(false);
  // An animated WebP holds an ANIM chunk.
  for (const n of animated) expect(whatsapp.get(n)?.includes(Buffer.from('ANIM'))).toBe(true);
});
