import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiData } from './remixed-stickers';

// The pieces of remixed-stickers.ts taken apart for tests/e2e/animated.spec.ts: its tests share one
// account and one remixed character, and order their sets up front so that the drawing overlaps
// what the browser does meanwhile.

/** Polls the API's state of a job this often: a drawing or an animation takes a few seconds. */
export const FAST_POLL = { intervals: [250, 500] };

export type Listed = { reference: string; name: string; animation?: { status: string } | null };

/** A remix of the example astronaut, waited for until it is CREATED. Returns its reference. */
export async function remixedCharacter(api: APIRequestContext, name: string): Promise<string> {
  const character = await api.post('/v1/characters', {
    data: { name, templateReference: 'example-astro', isRemix: true },
  });
  expect(character.status()).toBe(201);
  const reference = (await character.json()).data.result.reference as string;
  await expect
    .poll(async () => (await apiData(api, `/v1/characters/${reference}`)).result.status, {
      timeout: 240_000,
      ...FAST_POLL,
    })
    .toBe('CREATED');
  return reference;
}

export type Order = {
  names: string[];
  labelText: string;
  description: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  context: string;
};

/** Orders one sticker per name from the character; does not wait for them. */
export async function orderStickers(api: APIRequestContext, character: string, order: Order) {
  const res = await api.post('/v1/stickers', {
    data: {
      characterReferences: [character],
      stickerCount: order.names.length,
      visibility: order.visibility,
      descriptions: order.names.map((name) => ({
        name,
        labelText: order.labelText,
        description: order.description,
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: order.context,
      stickerLabelsLanguage: 'en',
    },
  });
  expect(res.status()).toBe(201);
}

/** The account's CREATED stickers with these names, as the list API gives them. */
export async function createdNamed(api: APIRequestContext, names: string[]): Promise<Listed[]> {
  const items = (await apiData(api, '/v1/stickers?status=CREATED&limit=100')).items as Listed[];
  return items.filter((s) => names.includes(s.name));
}

/** Waits until every named sticker is CREATED and returns them. */
export async function drawn(api: APIRequestContext, names: string[]): Promise<Listed[]> {
  await expect
    .poll(async () => (await createdNamed(api, names)).length, { timeout: 240_000, ...FAST_POLL })
    .toBe(names.length);
  return createdNamed(api, names);
}

/**
 * Moves the mouse until `moving` is shown: the page listens for a first stir only once it has
 * hydrated, which may come after the load event, so a single early move can go unheard.
 */
export async function stirUntil(page: Page, moving: Locator) {
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(10 + (step % 2) * 10, 10 + (step % 2) * 10);
    await expect(moving).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
