import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';

// Private images reach their owner only (docs/product-rules.md, visibility and images): a character
// tile and a private sticker's drawing answer 200 to their owner and the same 404 as a missing file
// to anyone else; a pack made private takes its stickers' public addresses down at once.
test.setTimeout(120_000);

async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 240; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('timed out');
}

type Sticker = { reference: string; status: string; data: { image: string; thumb: string } };

/** A signed-in API client (cookie session), signed up through /api/auth like an app would. */
async function account(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('private'), password: PASSWORD, name: 'Private Test' },
  });
  expect(res.status()).toBe(200);
  return api;
}

const status = async (api: APIRequestContext, url: string) => (await api.get(url)).status();

test('private tiles and stickers reach only their owner; a pack made private takes its public addresses down', async ({
  baseURL,
}) => {
  const owner = await account(baseURL as string);
  expect((await owner.post('/v1/promo-codes/redeem', { data: { promoCode: 'WELCOME50' } })).status()).toBe(
    200,
  );

  // A remix copies the example's tiles: they become the owner's, at private addresses.
  const made = await owner.post('/v1/characters', {
    data: { name: 'Private Astro', templateReference: 'example-astro', isRemix: true },
  });
  expect(made.status()).toBe(201);
  const reference = (await made.json()).data.result.reference as string;
  const character = await poll(
    async () => (await (await owner.get(`/v1/characters/${reference}`)).json()).data.result,
    (c) => c.status === 'CREATED' || c.status === 'FAILED_CREATION',
  );
  expect(character.status).toBe('CREATED');
  const tile = character.avatar as string;
  expect(tile).toMatch(/^\/blobs\/private\//);

  const stickerRes = await owner.post('/v1/stickers', {
    data: {
      characterReferences: [reference],
      stickerCount: 4,
      visibility: 'PRIVATE',
      descriptions: ['Hush', 'Shh', 'Quiet', 'Secret'].map((labelText) => ({
        name: labelText,
        labelText,
        description: 'Finger on the lips',
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'A quiet library',
      stickerLabelsLanguage: 'en',
    },
  });
  expect(stickerRes.status()).toBe(201);
  const stickers = await poll(
    async () => (await (await owner.get('/v1/stickers?limit=10')).json()).data.items as Sticker[],
    (items) =>
      items.length > 0 && items.every((s) => s.status === 'CREATED' || s.status === 'FAILED_CREATION'),
  );
  const sticker = stickers.find((s) => s.status === 'CREATED') as Sticker;
  const drawing = sticker.data.image;
  expect(drawing).toMatch(/^\/blobs\/private\//);

  const anonymous = await request.newContext({ baseURL });
  const other = await account(baseURL as string);
  const missing = tile.replace(/[0-9a-f]{32}\.webp$/, `${'0'.repeat(32)}.webp`);
  for (const url of [tile, drawing, sticker.data.thumb]) {
    const own = await owner.get(url);
    expect(own.status(), url).toBe(200);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(own.headers()['content-type']).toBe('image/webp');
    for (const stranger of [anonymous, other]) {
      const res = await stranger.get(url);
      expect(res.status(), url).toBe(404);
      expect(await res.text()).toBe(await (await owner.get(missing)).text());
    }
  }

  // A public pack shows its stickers to everyone: their files move to public addresses.
  const packRes = await owner.post('/v1/sticker-packs', {
    data: { name: 'Open', description: '', stickerReferences: [sticker.reference], visibility: 'PUBLIC' },
  });
  expect(packRes.status()).toBe(201);
  const pack = (
    await (await owner.get(`/v1/sticker-packs/${(await packRes.json()).data.result.reference}`)).json()
  ).data.result;
  const open = pack.stickers[0].data.image as string;
  expect(open).toMatch(/^\/blobs\/stickers\//);
  expect(await status(anonymous, open)).toBe(200);
  expect(await status(owner, drawing)).toBe(404); // the private copy went with the move

  // Made private again: the public address is gone at once, for everyone.
  const closed = await owner.put(`/v1/sticker-packs/${pack.reference}`, {
    data: { name: 'Open', description: '', stickerReferences: [sticker.reference], visibility: 'PRIVATE' },
  });
  expect(closed.status()).toBe(200);
  expect(await status(anonymous, open)).toBe(404);
  expect(await status(owner, open)).toBe(404);
  const back = (await closed.json()).data.result.stickers[0].data.image as string;
  expect(back).toMatch(/^\/blobs\/private\//);
  expect(await status(owner, back)).toBe(200);
  expect(await status(other, back)).toBe(404);

  for (const api of [anonymous, other, owner]) await api.dispose();
});
