import { type APIRequestContext, expect } from '@playwright/test';

/** The `data` of one of our API's answers. */
export const apiData = async (api: APIRequestContext, url: string) =>
  (await (await api.get(url)).json()).data;

type Batch = {
  /** The remixed character's name. */
  character: string;
  /** One sticker per name. */
  names: string[];
  labelText: string;
  description: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  context: string;
};

/**
 * A remix of the example astronaut, then one sticker per name drawn from it, waited for until every
 * one is CREATED: the starting point of specs about what is done with finished stickers. Returns the
 * finished stickers as the list API gives them.
 */
export async function remixedStickers<T = { reference: string; name: string }>(
  api: APIRequestContext,
  batch: Batch,
): Promise<T[]> {
  const character = await api.post('/v1/characters', {
    data: { name: batch.character, templateReference: 'example-astro', isRemix: true },
  });
  expect(character.status()).toBe(201);
  const reference = (await character.json()).data.result.reference as string;
  await expect
    .poll(async () => (await apiData(api, `/v1/characters/${reference}`)).result.status, {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe('CREATED');
  const res = await api.post('/v1/stickers', {
    data: {
      characterReferences: [reference],
      stickerCount: batch.names.length,
      visibility: batch.visibility,
      descriptions: batch.names.map((name) => ({
        name,
        labelText: batch.labelText,
        description: batch.description,
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: batch.context,
      stickerLabelsLanguage: 'en',
    },
  });
  expect(res.status()).toBe(201);
  const created = async () => (await apiData(api, '/v1/stickers?status=CREATED&limit=100')).items as T[];
  await expect
    .poll(async () => (await created()).length, { timeout: 240_000, intervals: [3_000] })
    .toBe(batch.names.length);
  return created();
}
