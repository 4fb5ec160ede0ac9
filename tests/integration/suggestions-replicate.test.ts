import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as CONTEXT } from '@/app/v1/stickers/suggestions/context/route';
import { POST as DESCRIPTIONS } from '@/app/v1/stickers/suggestions/descriptions/route';
import { POST as STICKERS } from '@/app/v1/stickers/suggestions/individual-stickers/route';
import { POST as STYLES } from '@/app/v1/stickers/suggestions/styles/route';
import { TEXT_MODEL } from '@/lib/config/ai';
import type { Connection } from '@/lib/db/connect';
import { replicateTextRunner } from '@/lib/suggestions/replicate';
import { createTestDb } from '../helpers/db';
import { type FakeReplicate, startFakeReplicate } from '../helpers/fake-replicate';
import { jsonRequest, makeUser, params, session, testPhoto } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf } from './stickers-helpers';
import { callAndCheckCharge, ENDPOINTS, MALFORMED, type SuggestionEndpoint } from './suggestions-helpers';
import { registry } from '@/lib/registry';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

// Hosted suggestions against a local stand-in for Replicate's language model (docs/architecture.md).
let conn: Connection;
let fake: FakeReplicate;
const tokens = (value: unknown) => JSON.stringify(value).match(/.{1,7}/g) as string[];

beforeAll(async () => {
  conn = await createTestDb();
  fake = await startFakeReplicate(await testPhoto());
  registry.override({
    textRunner: replicateTextRunner({ auth: 'test-token', baseUrl: fake.baseUrl, pollIntervalMs: 5 }),
  });
});
beforeEach(async () => {
  fake.requests.length = 0;
  fake.scenario = 'success';
  session.user = await makeUser(conn.db, 20);
});
afterAll(async () => {
  registry.override({ textRunner: undefined });
  await fake.close();
  await conn.close();
});

const call = (handler: typeof STICKERS, path: string, body: unknown) =>
  handler(jsonRequest(`/v1/stickers/suggestions/${path}`, 'POST', body), params());

describe('AI suggestions with the hosted language model', () => {
  it('asks the model by name for JSON, pads to the amount with the documented defaults, charges once', async () => {
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

  it('theme and style ideas come back in the documented shapes, padded to the amount asked for', async () => {
    fake.textOutput = tokens(['Rainy Sunday', 'Gym day', 'Pizza night']);
    const c = await (await call(CONTEXT, 'context', { amount: 2, language: 'fr' })).json();
    expect(c.data.result.descriptions).toEqual(['Rainy Sunday', 'Gym day']);
    expect(JSON.stringify(fake.created().at(-1)?.body)).toContain('written in French');
    fake.textOutput = tokens([{ styleName: 'Neon Dream', styleDescription: 'glowing lines' }]);
    const s = await (await call(STYLES, 'styles', { amount: 3 })).json();
    const styles = s.data.result.descriptionsMap;
    expect(styles).toHaveLength(3);
    expect(styles[0]).toEqual({ styleName: 'Neon Dream', styleDescription: 'glowing lines' });
    expect(new Set(styles.map((x: { styleName: string }) => x.styleName)).size).toBe(3);
    fake.textOutput = tokens(['Only one idea']);
    const d = await (await call(DESCRIPTIONS, 'descriptions', { amount: 4, context: 'beach' })).json();
    expect(d.data.result.descriptions).toHaveLength(4);
    expect(d.data.result.descriptions[0]).toBe('Only one idea');
  });

  it('accepts a list wrapped in an object ({descriptions}, {suggestions}, {styles}, {result: …})', async () => {
    fake.textOutput = tokens({ descriptions: ['Beach', 'Snow'] });
    expect((await (await call(CONTEXT, 'context', { amount: 2 })).json()).data.result.descriptions).toEqual([
      'Beach',
      'Snow',
    ]);
    fake.textOutput = tokens({ result: { ideas: [{ idea: 'Surfing' }, 'Diving'] } });
    const d = await (await call(DESCRIPTIONS, 'descriptions', { amount: 2 })).json();
    expect(d.data.result.descriptions).toEqual(['Surfing', 'Diving']);
    fake.textOutput = tokens({ suggestions: [{ name: 'Hi', labelText: 'Hi!' }] });
    const st = await (await call(STICKERS, 'individual-stickers', { amount: 1 })).json();
    expect(st.data.result.suggestions[0]).toMatchObject({ name: 'Hi', labelText: 'Hi!' });
    fake.textOutput = tokens({ styles: [{ styleName: 'Ink', styleDescription: 'brush strokes' }] });
    const sy = await (await call(STYLES, 'styles', { amount: 1 })).json();
    expect(sy.data.result.descriptionsMap).toEqual([{ styleName: 'Ink', styleDescription: 'brush strokes' }]);
  });

  it('over-long fields are shortened, not dropped (a whole answer of them is not an error)', async () => {
    const longName = 'A very long sticker name that goes on and on past fifty characters';
    const longLabel = 'This label text is far longer than forty characters allow';
    fake.textOutput = tokens([{ name: longName, labelText: longLabel, description: 'x'.repeat(400) }]);
    const res = await call(STICKERS, 'individual-stickers', { amount: 2 });
    expect(res.status).toBe(200);
    const [first, second] = (await res.json()).data.result.suggestions;
    expect(first.name.length).toBeLessThanOrEqual(50);
    expect(longName.startsWith(first.name)).toBe(true);
    expect(first.labelText.length).toBeLessThanOrEqual(40);
    expect(longLabel.startsWith(first.labelText)).toBe(true);
    expect(first.description.length).toBeLessThanOrEqual(300);
    expect(second.name.length).toBeLessThanOrEqual(50);
    expect(second.name).toMatch(/ 2$/);
    fake.textOutput = tokens([{ styleName: 'S'.repeat(120), styleDescription: 'd'.repeat(500) }]);
    const s = await call(STYLES, 'styles', { amount: 1 });
    expect(s.status).toBe(200);
    const [style] = (await s.json()).data.result.descriptionsMap;
    expect([style.styleName.length, style.styleDescription.length]).toEqual([80, 400]);
  });

  it('style ideas: the style wishes, the set’s theme and its planned sticker ideas reach the prompt', async () => {
    fake.textOutput = tokens([{ styleName: 'Ink', styleDescription: 'brush strokes' }]);
    await call(STYLES, 'styles', {
      styleContext: 'pastel',
      stickerSetContext: 'office life',
      stickerSetIdeasContext: 'Sipping coffee at the desk; Napping on the keyboard',
    });
    const prompt = JSON.stringify(fake.created().at(-1)?.body);
    for (const words of ['pastel', 'office life', 'Sipping coffee at the desk; Napping on the keyboard'])
      expect(prompt).toContain(words);
  });
});

// A valid model answer with 3 items per endpoint (the requests in ENDPOINTS ask for 3).
const ANSWERS: Record<SuggestionEndpoint['path'], unknown> = {
  'individual-stickers': [
    { name: 'Hi', labelText: 'Hi!' },
    { name: 'Bye', labelText: 'Bye!' },
    { name: 'Yes', labelText: 'Yes!' },
  ],
  context: ['Rainy Sunday', 'Gym day', 'Pizza night'],
  descriptions: ['Surfing a wave', 'Building a sandcastle', 'Eating ice cream'],
  styles: [
    { styleName: 'Neon', styleDescription: 'glowing lines' },
    { styleName: 'Ink', styleDescription: 'brush strokes' },
    { styleName: 'Clay', styleDescription: 'soft plasticine' },
  ],
};

describe('charging, on every hosted suggestion endpoint (per call, only on success)', () => {
  it('each of the four endpoints is charged exactly once per successful call', async () => {
    const userId = session.user?.id as string;
    for (const e of ENDPOINTS) {
      fake.textOutput = tokens(ANSWERS[e.path]);
      expect(await callAndCheckCharge(conn.db, userId, e), e.path).toHaveLength(3);
      expect(await callAndCheckCharge(conn.db, userId, e), e.path).toHaveLength(3);
    }
    expect(await chargesOf(conn.db, userId)).toHaveLength(8);
    expect(await expectConsistent(conn.db, userId)).toMatchObject({ balance: 20 - 16, held: 0 });
  });

  it('a malformed answer is 502 with the documented message on every endpoint; a failed prediction is 502 too; nothing charged', async () => {
    const userId = session.user?.id as string;
    for (const e of ENDPOINTS) {
      for (const output of [
        ['no json here'],
        tokens([]),
        tokens({ nothing: 'here' }),
        tokens([{ wrong: true }]),
      ]) {
        fake.textOutput = output;
        await callAndCheckCharge(conn.db, userId, e, MALFORMED);
      }
    }
    fake.scenario = 'failure';
    for (const e of ENDPOINTS) await callAndCheckCharge(conn.db, userId, e, { status: 502 });
    expect(await chargesOf(conn.db, userId)).toHaveLength(0);
    expect(await expectConsistent(conn.db, userId)).toMatchObject({ balance: 20, held: 0, activeHolds: 0 });
  });
});
