import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as SUGGEST } from '@/app/v1/stickers/suggestions/individual-stickers/route';
import { POST } from '@/app/v1/stickers/route';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { localBlobStore } from '@/lib/storage/local';
import type { StickerRenderInput } from '@/lib/stickers/renderer';
import type { StickerSpec } from '@/lib/stickers/spec';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { createBody, makeCharacter, stickersOf } from './stickers-helpers';
import { registry } from '@/lib/registry';
import { callerFrom } from '../helpers/caller';

// The creation payload's styles, moods and per-sticker fields (docs/product-rules.md):
// what the page sends must reach each sticker's job input as it was chosen.
callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
let drawn: StickerRenderInput[] = [];

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('stickers-set-options-')) });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
beforeEach(() => {
  drawn = [];
  registry.override({
    stickerRenderer: {
      async render(input) {
        drawn.push(input);
        const sharp = (await import('sharp')).default;
        const image = await sharp({
          create: { width: 512, height: 512, channels: 4, background: { r: 9, g: 9, b: 9, alpha: 1 } },
        })
          .webp()
          .toBuffer();
        // What a renderer drew on the sticker (lib/media/sticker/parts), recorded in its meta.
        return { image, parts: [`drawn-for-${input.entry.name}`] };
      },
    },
  });
});
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const create = (body: unknown) => POST(jsonRequest('/v1/stickers', 'POST', body), params());
const suggest = (body: unknown) =>
  SUGGEST(jsonRequest('/v1/stickers/suggestions/individual-stickers', 'POST', body), params());

async function signIn(credits = 500) {
  session.user = await makeUser(conn.db, credits);
  return { user: session.user, character: await makeCharacter(conn.db, session.user.id) };
}

const specs = async (userId: string) =>
  (await stickersOf(conn.db, userId))
    .sort((a, b) => a.position - b.position)
    .map((r) => r.spec as unknown as StickerSpec);

const DREAMY = { styleName: 'Dreamy Clouds', styleDescription: 'soft pastel watercolour clouds' };
const NEON = { styleName: 'Night Neon', styleDescription: 'glowing neon tubes on black' };

describe('the drawn parts', () => {
  it('each sticker stores the parts its renderer drew in its meta, not in the API response', async () => {
    const { user, character } = await signIn();
    const res = await create(createBody(character.reference, 4));
    expect(res.status).toBe(201);
    await runner.whenIdle();
    const rows = await stickersOf(conn.db, user.id);
    expect(rows.map((r) => r.status)).toEqual(['CREATED', 'CREATED', 'CREATED', 'CREATED']);
    // And the seed it was drawn with (its spec's: no render failed).
    for (const r of rows)
      expect(r.meta).toEqual({ parts: [`drawn-for-${r.name}`], seed: (r.spec as StickerSpec).seed });
    expect(JSON.stringify(await res.json())).not.toContain('drawn-for-');
  });
});

describe('POST /v1/stickers: AI styles', () => {
  it('each AI style and the custom text is its own style, the stickers taking them in turn', async () => {
    const { user, character } = await signIn();
    const res = await create(
      createBody(character.reference, 8, {
        styleReferences: ['cartoon'],
        aiStyles: [DREAMY, NEON],
        styleDescription: '',
      }),
    );
    expect(res.status).toBe(201);
    await runner.whenIdle();
    const names = (await specs(user.id)).map((s) => s.style.name);
    expect(names).toEqual([
      'Cartoon',
      'Dreamy Clouds',
      'Night Neon',
      'Cartoon',
      'Dreamy Clouds',
      'Night Neon',
      'Cartoon',
      'Dreamy Clouds',
    ]);
    const dreamy = drawn.find((d) => d.style.name === 'Dreamy Clouds');
    expect(dreamy?.style).toMatchObject({ reference: null, description: DREAMY.styleDescription });
    expect(dreamy?.style.prompt).toContain(DREAMY.styleDescription);
    expect(drawn.find((d) => d.style.name === 'Night Neon')?.style.prompt).not.toContain('Dreamy');
  });

  it('the custom style box joins as one more style; an API client may send only AI styles', async () => {
    const { user, character } = await signIn();
    expect(
      (
        await create(
          createBody(character.reference, 4, {
            styleReferences: [],
            aiStyles: [DREAMY],
            styleDescription: 'gold lines on ink',
          }),
        )
      ).status,
    ).toBe(201);
    const styles = (await specs(user.id)).map((s) => s.style);
    expect(styles.map((s) => s.name)).toEqual(['Dreamy Clouds', 'Custom', 'Dreamy Clouds', 'Custom']);
    expect(styles[1]?.prompt).toBe('gold lines on ink');
  });

  it('more than 3 styles in total (catalogue + AI + custom) is 400 Style Limit Reached, not charged', async () => {
    const { user, character } = await signIn(100);
    const tooMany = [
      { styleReferences: ['classic', 'cartoon'], aiStyles: [DREAMY], styleDescription: 'ink' },
      { styleReferences: ['classic'], aiStyles: [DREAMY, NEON, { ...NEON, styleName: 'Other' }] },
      { styleReferences: ['classic', 'cartoon', 'comic'], styleDescription: 'ink' },
    ];
    for (const extra of tooMany) {
      const res = await create(createBody(character.reference, 4, extra));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('You can select up to 3 styles.');
    }
    const bad = await create(createBody(character.reference, 4, { aiStyles: [{ styleName: '' }] }));
    expect(bad.status).toBe(400);
    expect(await stickersOf(conn.db, user.id)).toHaveLength(0);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 100, held: 0 });
  });
});

describe('POST /v1/stickers: moods apart from use cases', () => {
  it('explicit moods are the moods; "romantic" in contextTopics is then a use case', async () => {
    const { user, character } = await signIn();
    await create(
      createBody(character.reference, 4, { moods: ['humorous'], contextTopics: ['romantic', 'pets'] }),
    );
    const [spec] = await specs(user.id);
    expect(spec?.moods).toEqual(['humorous']);
    expect(spec?.context).toBe('Morning coffee. romantic. pets');
    const rows = await stickersOf(conn.db, user.id);
    // Each entry's own words ("Hi", "Waving hello") pick its emoji first (lib/stickers/emoji.ts), then
    // the moods: never the use case's.
    const allowed = ['😂', '🤣', '😆', '👋', '😊'];
    expect(rows.every((r) => r.emoji.every((e) => allowed.includes(e)))).toBe(true);
  });

  it('moods alone are context enough; no moods at all is fine too', async () => {
    const { user, character } = await signIn();
    const res = await create(
      createBody(character.reference, 4, { contextDescription: '', contextTopics: [], moods: ['calm'] }),
    );
    expect(res.status).toBe(201);
    expect((await specs(user.id))[0]?.moods).toEqual(['calm']);
    expect((await create(createBody(character.reference, 4, { moods: [] }))).status).toBe(201);
  });

  it('without `moods` (older API clients) mood names in contextTopics are moods, at most 5', async () => {
    const { user, character } = await signIn();
    const topics = ['fun', 'cute', 'sad', 'calm', 'silly', 'tired', 'pets'];
    await create(createBody(character.reference, 4, { contextTopics: topics }));
    const [spec] = await specs(user.id);
    expect(spec?.moods).toEqual(['fun', 'cute', 'sad', 'calm', 'silly']);
    expect(spec?.context).toBe('Morning coffee. pets');
  });

  it('more than 5 moods or an unknown one is refused with 400', async () => {
    const { user, character } = await signIn();
    const six = ['fun', 'cute', 'sad', 'calm', 'silly', 'tired'];
    const res = await create(createBody(character.reference, 4, { moods: six }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('You can select up to 5 moods.');
    expect((await create(createBody(character.reference, 4, { moods: ['sleepy'] }))).status).toBe(400);
    expect((await suggest({ contextDescription: 'x', moods: six, amount: 1 })).status).toBe(400);
    expect(await stickersOf(conn.db, user.id)).toHaveLength(0);
  });

  it('the suggestion request takes explicit moods too', async () => {
    await signIn();
    const res = await suggest({
      contextDescription: 'a day at home',
      contextTopics: ['pets'],
      moods: ['sad'],
      amount: 4,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.result.suggestions).toHaveLength(4);
  });
});

describe('POST /v1/stickers: per-sticker entries', () => {
  it('theme, pose, visual flair and font style reach the job; missing ones get the documented defaults', async () => {
    const { character } = await signIn();
    const body = createBody(character.reference, 4);
    body.descriptions[0] = {
      ...body.descriptions[0],
      name: 'Jump',
      labelText: 'Yay',
      description: 'jumping for joy',
      theme: 'beach party',
      pose: 'close-up, winking',
      visualFlair: 'confetti',
      fontStyle: 'bold brush',
    };
    await create(body);
    await runner.whenIdle();
    const jump = drawn.find((d) => d.entry.name === 'Jump');
    expect(jump?.entry).toMatchObject({
      theme: 'beach party',
      pose: 'close-up, winking',
      visualFlair: 'confetti',
      fontStyle: 'bold brush',
    });
    expect(drawn.find((d) => d.entry.name === 'Sticker 1')?.entry.pose).toBe(
      'Character in a natural, expressive pose',
    );
  });
});
