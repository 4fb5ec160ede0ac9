import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as CONTEXT } from '@/app/v1/stickers/suggestions/context/route';
import { POST as DESCRIPTIONS } from '@/app/v1/stickers/suggestions/descriptions/route';
import { POST as STICKERS } from '@/app/v1/stickers/suggestions/individual-stickers/route';
import { POST as STYLES } from '@/app/v1/stickers/suggestions/styles/route';
import type { Connection } from '@/lib/db/connect';
import * as composer from '@/lib/suggestions/local/composer';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeUser, params, session } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf } from './stickers-helpers';
import { callAndCheckCharge, ENDPOINTS, type SuggestionEndpoint } from './suggestions-helpers';
import { callerFrom } from '../helpers/caller';

callerFrom(session);
// The real composer, wrapped so one call can be made to fail.
vi.mock('@/lib/suggestions/local/composer', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/suggestions/local/composer')>();
  return {
    ...real,
    composeStickerSuggestions: vi.fn(real.composeStickerSuggestions),
    composeContextIdeas: vi.fn(real.composeContextIdeas),
    composeDescriptionIdeas: vi.fn(real.composeDescriptionIdeas),
    composeStyleSuggestions: vi.fn(real.composeStyleSuggestions),
  };
});
const COMPOSERS: Record<SuggestionEndpoint['path'], { mockImplementationOnce: (f: () => never) => unknown }> =
  {
    'individual-stickers': vi.mocked(composer.composeStickerSuggestions),
    context: vi.mocked(composer.composeContextIdeas),
    descriptions: vi.mocked(composer.composeDescriptionIdeas),
    styles: vi.mocked(composer.composeStyleSuggestions),
  };

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

const call = (handler: typeof STICKERS, path: string, body: unknown) =>
  handler(jsonRequest(`/v1/stickers/suggestions/${path}`, 'POST', body), params());

describe('AI suggestion endpoints (local composer)', () => {
  it('each call answers the documented shape and is charged exactly once (2 credits)', async () => {
    session.user = await makeUser(conn.db, 20);
    const s = await (
      await call(STICKERS, 'individual-stickers', {
        contextDescription: 'coffee',
        amount: 8,
        stickerLabelsLanguage: 'de',
      })
    ).json();
    expect(s.data.result.suggestions).toHaveLength(8);
    expect(s.data.balance.availableCredits).toBe(18);
    const c = await (await call(CONTEXT, 'context', { language: 'en', charactersAmount: 1 })).json();
    expect(c.data.result.descriptions).toHaveLength(10);
    const d = await (
      await call(DESCRIPTIONS, 'descriptions', { language: 'de', context: 'Strandtag', amount: 10 })
    ).json();
    // In the language asked for (the local composer's German bank).
    expect(d.data.result.descriptions).toHaveLength(10);
    expect(d.data.result.descriptions[0]).toMatch(/^Die Figur /);
    const st = await (await call(STYLES, 'styles', { language: 'en', amount: 10 })).json();
    expect(st.data.result.descriptionsMap[0]).toEqual({
      styleName: expect.any(String),
      styleDescription: expect.any(String),
    });
    expect((await chargesOf(conn.db, session.user.id)).map((r) => r.delta)).toEqual([-2, -2, -2, -2]);
    await expectConsistent(conn.db, session.user.id);
  });

  it('each of the four endpoints is charged exactly once per successful call', async () => {
    session.user = await makeUser(conn.db, 20);
    for (const e of ENDPOINTS) {
      expect(await callAndCheckCharge(conn.db, session.user.id, e), e.path).toHaveLength(3);
      expect(await callAndCheckCharge(conn.db, session.user.id, e), e.path).toHaveLength(3);
    }
    expect(await expectConsistent(conn.db, session.user.id)).toMatchObject({ balance: 20 - 16, held: 0 });
  });

  it('a composer failure is a 502 on every endpoint and is never charged', async () => {
    session.user = await makeUser(conn.db, 20);
    for (const e of ENDPOINTS) {
      COMPOSERS[e.path].mockImplementationOnce(() => {
        throw new Error('phrase bank broken');
      });
      await callAndCheckCharge(conn.db, session.user.id, e, {
        status: 502,
        message: 'AI suggestions are unavailable right now. Please try again.',
      });
    }
    expect(await chargesOf(conn.db, session.user.id)).toHaveLength(0);
    expect(await expectConsistent(conn.db, session.user.id)).toMatchObject({ balance: 20, activeHolds: 0 });
  });

  it('402 with the cost when credits are short, 400 on bad input, 401 anonymous — nothing charged', async () => {
    session.user = await makeUser(conn.db, 1);
    for (const e of ENDPOINTS) {
      await callAndCheckCharge(conn.db, session.user.id, e, {
        status: 402,
        message: 'You need 2 credits for AI suggestions.',
      });
    }
    expect((await call(STICKERS, 'individual-stickers', { amount: 0 })).status).toBe(400);
    expect((await call(STICKERS, 'individual-stickers', { stickerLabelsLanguage: 'xx' })).status).toBe(400);
    expect(await chargesOf(conn.db, session.user.id)).toHaveLength(0);
    expect(await expectConsistent(conn.db, session.user.id)).toMatchObject({
      balance: 1,
      held: 0,
      activeHolds: 0,
    });
    session.user = null;
    expect((await call(STYLES, 'styles', {})).status).toBe(401);
  });
});
