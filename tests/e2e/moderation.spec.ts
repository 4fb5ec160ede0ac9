import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';

// Moderation (docs/product-rules.md): three people report a public pack → it leaves explore and its
// public page; an admin (ADMIN_EMAILS in playwright.config.ts) restores it from /admin/moderation and
// suspends its owner, who then cannot publish; anyone else gets a 404 on the admin page.
test.setTimeout(90_000);

const ADMIN_EMAIL = 'moderator@stickerfy.test';

async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 240; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('timed out');
}

/** A signed-in API client (cookie session), signed up through /api/auth like an app would. */
async function account(baseURL: string, email = uniqueEmail('reporter')): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Mod Test' },
  });
  if (res.status() !== 200)
    expect(
      (await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).status(),
    ).toBe(200);
  return api;
}

/** A public pack of 4 stickers drawn by the local renderer from a remixed example (fast: no photo work). */
async function publicPack(owner: APIRequestContext, name: string, tag = '') {
  expect((await owner.post('/v1/promo-codes/redeem', { data: { promoCode: 'WELCOME50' } })).status()).toBe(
    200,
  );
  const made = await owner.post('/v1/characters', {
    data: { name: 'Mod Astro', templateReference: 'example-astro', isRemix: true },
  });
  expect(made.status()).toBe(201);
  const character = (await made.json()).data.result.reference as string;
  await poll(
    async () => (await (await owner.get(`/v1/characters/${character}`)).json()).data.result.status,
    (s) => s === 'CREATED',
  );
  const set = await owner.post('/v1/stickers', {
    data: {
      characterReferences: [character],
      stickerCount: 4,
      visibility: 'PUBLIC',
      descriptions: ['Wave', 'Jump', 'Laugh', 'Sleep'].map((n) => ({
        name: `${n}${tag}`,
        labelText: n,
        description: `${n} happily`,
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'A sunny park',
      stickerLabelsLanguage: 'en',
    },
  });
  expect(set.status(), await set.text()).toBe(201);
  const stickers = await poll(
    async () => (await (await owner.get('/v1/stickers?status=CREATED&limit=10')).json()).data.items,
    (items: { reference: string }[]) => items.length === 4,
  );
  const pack = await owner.post('/v1/sticker-packs', {
    data: {
      name,
      stickerReferences: stickers.map((s) => s.reference),
      visibility: 'PUBLIC',
    },
  });
  expect(pack.status()).toBe(201);
  return (await pack.json()).data.result.reference as string;
}

const packListed = async (page: Page, name: string) => {
  await page.goto(`/explore?tab=sticker-packs&q=${encodeURIComponent(name)}`);
  return page.getByTestId('explore-pack').filter({ hasText: name }).count();
};

test('three reports take a pack out of explore; an admin restores it and suspends its owner', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL as string;
  const stamp = Date.now().toString(36);
  const name = `Moderated ${stamp}`;
  const stickerName = `Wave ${stamp}`;
  const [owner, reporter, second, third, moderator] = await Promise.all([
    account(base, uniqueEmail('owner')),
    account(base),
    account(base),
    account(base),
    account(base, ADMIN_EMAIL),
  ]);
  const reference = await publicPack(owner, name, ` ${stamp}`);

  // The first reporter uses the page's Report action (their session in the browser); the others the API.
  await page.context().addCookies((await reporter.storageState()).cookies);
  await page.goto(`/explore/sticker-pack/${reference}`);
  await page.getByTestId('report-button').click();
  const dialog = page.getByTestId('report-dialog');
  await dialog.getByLabel('Spam or scam').check();
  await dialog.getByTestId('report-send').click();
  await expect(dialog.getByTestId('report-outcome')).toHaveText('Thank you. Your report has been sent.');
  expect(await packListed(page, name)).toBe(1);
  // A public sticker is reported from explore's viewer, its Report button in the viewer.
  await page.goto(`/explore?q=${encodeURIComponent(stickerName)}`);
  await page
    .getByTestId('explore-sticker')
    .filter({ hasText: stickerName })
    .getByTestId('explore-sticker-view')
    .click();
  await page.getByTestId('explore-sticker-viewer').getByTestId('report-button').click();
  const stickerReport = page.getByTestId('report-dialog');
  await stickerReport.getByLabel('Violence or gore').check();
  await stickerReport.getByTestId('report-send').click();
  await expect(stickerReport.getByTestId('report-outcome')).toHaveText(
    'Thank you. Your report has been sent.',
  );
  const stickerRef = (await (await owner.get('/v1/stickers?limit=10')).json()).data.items.find(
    (s: { name: string }) => s.name === stickerName,
  )?.reference as string;
  for (const api of [second, third]) {
    const res = await api.post('/v1/reports', { data: { kind: 'pack', reference, reason: 'hate' } });
    expect(res.status()).toBe(201);
    const sticker = { kind: 'sticker', reference: stickerRef, reason: 'violence' };
    expect((await api.post('/v1/reports', { data: sticker })).status()).toBe(201);
  }

  // Out of the gallery for everyone; its owner still has it, under review.
  const visitor = await request.newContext({ baseURL: base });
  expect((await visitor.get(`/explore/sticker-pack/${reference}`)).status()).toBe(404);
  expect(await packListed(page, name)).toBe(0);
  const own = await (await owner.get(`/v1/sticker-packs/${reference}`)).json();
  expect(own.data.result.moderation).toBe('REVIEW');
  // Its owner sees why in the studio: on the pack's page and on the sticker's card.
  await page.context().clearCookies();
  await page.context().addCookies((await owner.storageState()).cookies);
  const underReview = /^Under review: reported by several people/;
  await page.goto(`/creator-studio/sticker-pack/${reference}`);
  await expect(page.getByTestId('moderation-note').first()).toHaveText(underReview);
  await page.goto('/creator-studio?tab=stickers');
  const card = page.getByTestId('sticker-card').filter({ hasText: stickerName });
  await expect(card.getByTestId('moderation-note')).toHaveText(underReview);
  await expect(page.getByTestId('sticker-card').getByTestId('moderation-note')).toHaveCount(1);

  // Not an admin (signed in or not): the page does not exist.
  expect((await page.goto('/admin/moderation'))?.status()).toBe(404);
  expect((await visitor.get('/admin/moderation')).status()).toBe(404);

  // The admin restores it, then suspends its owner; both are recorded.
  const adminContext = await browser.newContext({ baseURL: base });
  const admin = await adminContext.newPage();
  await adminContext.addCookies((await moderator.storageState()).cookies);
  await admin.goto('/admin/moderation');
  const reported = admin.getByTestId('moderation-reported').locator(`[data-reference="${reference}"]`);
  await expect(reported).toContainText('3 reporters');
  await reported.getByTestId('moderation-restore').click();
  await reported.getByTestId('moderation-reason').fill('Looks fine');
  await reported.getByTestId('moderation-confirm').click();
  await expect(admin.getByTestId('moderation-actions')).toContainText('Looks fine');
  await expect(
    admin.getByTestId('moderation-reported').locator(`[data-reference="${reference}"]`),
  ).toHaveCount(0);
  expect((await visitor.get(`/explore/sticker-pack/${reference}`)).status()).toBe(200);
  expect(await packListed(page, name)).toBe(1);

  const recent = admin.getByTestId('moderation-recent').locator(`[data-reference="${reference}"]`);
  await recent.getByTestId('moderation-suspend').click();
  await recent.getByTestId('moderation-reason').fill('Repeated spam');
  await recent.getByTestId('moderation-confirm').click();
  await expect(admin.getByTestId('moderation-suspensions')).toContainText('Repeated spam');

  // Suspended: making anything public is refused; private work is not.
  const stickerRefs = (await (await owner.get('/v1/stickers?limit=10')).json()).data.items.map(
    (s: { reference: string }) => s.reference,
  );
  const body = { name: 'Again', stickerReferences: stickerRefs.slice(0, 1) };
  const refused = await owner.post('/v1/sticker-packs', { data: { ...body, visibility: 'PUBLIC' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorCode).toBe('PUBLISHING_SUSPENDED');
  // The owner's 25 credits left (50 − 3 − 20 − 2) still pay for a private pack (5).
  expect((await owner.post('/v1/sticker-packs', { data: { ...body, visibility: 'PRIVATE' } })).status()).toBe(
    201,
  );
});
