import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as CONTEXT } from '@/app/v1/stickers/suggestions/context/route';
import { POST as STICKERS } from '@/app/v1/stickers/suggestions/individual-stickers/route';
import { POST as STYLES } from '@/app/v1/stickers/suggestions/styles/route';
import { TEXT_MODEL } from '@/lib/config/ai';
import type { Connection } from '@/lib/db/connect';
import { setTextRunner } from '@/lib/suggestions/provider';
import { replicateTextRunner } from '@/lib/suggestions/replicate';
import { createTestDb } from '../helpers/db';
import { type FakeReplicate, startFakeReplicate } from '../helpers/fake-replicate';
import { jsonRequest, makeUser, params, session, testPhoto } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf } from './stickers-helpers';

vi.mock('@/lib/auth/current-user', async () => {
  const h = await import('./characters-helpers');
  return { getCurrentUser: async () => h.session.user };
});

// Hosted suggestions against a local stand-in for Replicate's language model (DESIGN §9).
let conn: Connection;
let fake: FakeReplicate;
const tokens = (value: unknown) => JSON.stringify(value).match(/.{1,7}/g) as string[];

beforeAll(async () => {
  conn = await createTestDb();
  fake = await startFakeReplicate(await testPhoto());
  setTextRunner(replicateTextRunner({ auth: 'test-token', baseUrl: fake.baseUrl, pollIntervalMs: 5 }));
});
beforeEach(async () => {
  fake.requests.length = 0;
  fake.scenario = 'success';
  session.user = await makeUser(conn.db, 20);
});
afterAll(async () => {
  setTextRunner(undefined);
  await fake.close();
  await conn.close();
});

const call = (handler: typeof STICKERS, path: string, body: unknown) =>
  handler(jsonRequest(`/v1/stickers/suggestions/${path}`, 'POST', body), params());

describe('AI suggestions with the hosted language model', () => {
  it('asks the model by name for JSON, pads to the amount with SPEC defaults, charges once', async () => {
    fake.textOutput = [
      'Sure! Here you go: ',
      ...tokens([
        { name: 'Hi', labelText: 'Hallo!' },
        { name: 'Bye', labelText: 'Tschüss!', pose: 'waving' },
      ]),
    ];
    const res = await call(STICKERS, 'individual-stickers', {
      amount: 5,
      stickerLabelsLanguage: 'de',
      stickerDescriptionsLanguage: 'ja',
      contextDescription: 'office',
    });
    expect(res.status).toBe(200);
    const list = (await res.json()).data.result.suggestions;
    expect(list).toHaveLength(5);
    expect(list[0]).toMatchObject({
      name: 'Hi',
      labelText: 'Hallo!',
      pose: 'Character in a natural, expressive pose',
      fontStyle: 'Use the one I provide',
    });
    expect(list[1].pose).toBe('waving');
    const [created] = fake.created();
    expect(created?.path).toBe(`/v1/models/${TEXT_MODEL.name}/predictions`);
    // Labels in the label language, every other field in the description language.
    expect(JSON.stringify(created?.body)).toContain('labelText: 1 to 4 words in German');
    expect(JSON.stringify(created?.body)).toContain('Every other field in Japanese');
    expect((await chargesOf(conn.db, session.user?.id as string)).map((c) => c.delta)).toEqual([-2]);
  });

  it('theme and style ideas come back in SPEC’s shapes', async () => {
    fake.textOutput = tokens(['Rainy Sunday', 'Gym day', 'Pizza night']);
    const c = await (await call(CONTEXT, 'context', { amount: 2, language: 'fr' })).json();
    expect(c.data.result.descriptions).toEqual(['Rainy Sunday', 'Gym day']);
    expect(JSON.stringify(fake.created().at(-1)?.body)).toContain('written in French');
    fake.textOutput = tokens([{ styleName: 'Neon Dream', styleDescription: 'glowing lines' }]);
    const s = await (await call(STYLES, 'styles', { amount: 3 })).json();
    expect(s.data.result.descriptionsMap).toEqual([
      { styleName: 'Neon Dream', styleDescription: 'glowing lines' },
    ]);
  });

  it('an empty or malformed answer, or a failed prediction, is SPEC’s error and is not charged', async () => {
    for (const output of [['no json here'], tokens([]), tokens([{ wrong: true }])]) {
      fake.textOutput = output;
      const res = await call(STICKERS, 'individual-stickers', { amount: 4 });
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe('API returned no suggestions or invalid response structure');
    }
    fake.scenario = 'failure';
    expect((await call(CONTEXT, 'context', {})).status).toBe(502);
    expect(await chargesOf(conn.db, session.user?.id as string)).toHaveLength(0);
    expect(await expectConsistent(conn.db, session.user?.id as string)).toMatchObject({
      balance: 20,
      held: 0,
      activeHolds: 0,
    });
  });
});
