import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as LIST_CHARACTERS } from '@/app/v1/characters/route';
import { GET as LIST, POST } from '@/app/v1/stickers/route';
import { charactersForFirstRender } from '@/lib/characters/first-render';
import type { Connection } from '@/lib/db/connect';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { studioStickersForFirstRender } from '@/lib/stickers/studio-first-render';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { createBody, fakeRenderer, makeCharacter, stickersOf, waitFor } from './stickers-helpers';
import { callerFrom } from '../helpers/caller';

// The creator studio's first render gets the list GET /v1/stickers would send (lib/stickers/
// studio-first-render.ts), or nothing while a drawing is in progress; /create-sticker's gets the
// characters as GET /v1/characters sends them (lib/characters/first-render.ts).
callerFrom(session);

let conn: Connection;
const store = localBlobStore(tempDir('studio-first-render-'));

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store, stickerRenderer: fakeRenderer().renderer });
  installLocalRunner({ backoffMs: () => 0, log: quiet });
});
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

describe("the studio's first render", () => {
  it('is what GET /v1/stickers sends once nothing is in progress, and null before', async () => {
    session.user = await makeUser(conn.db, 100);
    const user = session.user;
    expect(await studioStickersForFirstRender(user.id), 'a new account: an empty list').toEqual([]);
    const character = await makeCharacter(conn.db, user.id);
    const created = await POST(
      jsonRequest('/v1/stickers', 'POST', createBody(character.reference)),
      params(),
    );
    expect(created.status).toBe(201);
    expect(await studioStickersForFirstRender(user.id), 'drawings in progress').toBeNull();
    await waitFor(async () => (await stickersOf(conn.db, user.id)).every((s) => s.status === 'CREATED'));
    const first = await studioStickersForFirstRender(user.id);
    const api = (await (await LIST(jsonRequest('/v1/stickers?limit=100', 'GET'), params())).json()) as {
      data: { items: unknown[] };
    };
    expect(first).toHaveLength(4);
    expect(first).toEqual(api.data.items);
    // Another creator's list is their own.
    expect(await studioStickersForFirstRender((await makeUser(conn.db, 0)).id)).toEqual([]);
  });

  it("the characters are what GET /v1/characters sends, the creator's own only", async () => {
    session.user = await makeUser(conn.db, 0);
    const user = session.user;
    expect(await charactersForFirstRender(user.id), 'a new account: none').toEqual([]);
    await makeCharacter(conn.db, user.id, 'Robo');
    await makeCharacter(conn.db, user.id, 'Luna');
    const first = await charactersForFirstRender(user.id);
    const api = (await (
      await LIST_CHARACTERS(jsonRequest('/v1/characters?limit=100', 'GET'), params())
    ).json()) as {
      data: { items: unknown[] };
    };
    expect(first).toHaveLength(2);
    expect(first).toEqual(api.data.items);
    expect(await charactersForFirstRender((await makeUser(conn.db, 0)).id)).toEqual([]);
  });
});
