import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE, GET as GET_ONE } from '@/app/v1/characters/[reference]/route';
import { GET as LIST, POST } from '@/app/v1/characters/route';
import { insertCharacter, newReference } from '@/lib/characters/queries';
import { type CharacterDto, deriveProgress } from '@/lib/contracts/characters';
import type { Connection } from '@/lib/db/connect';
import { characters, creditHolds, uploads } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { waitFor } from '../helpers/wait';
import {
  characterByRef,
  fakeCharacterRenderer,
  jsonRequest,
  makeUser,
  params,
  quiet,
  session,
  tempDir,
  uploadPhoto,
} from './characters-helpers';
import { registry } from '@/lib/registry';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
const store = localBlobStore(tempDir('char-routes-'));

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store, characterRenderer: fakeCharacterRenderer().renderer });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
beforeEach(async () => {
  session.user = await makeUser(conn.db, 10);
});
afterAll(async () => {
  registry.override({ characterRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const create = (body: unknown) => POST(jsonRequest('/v1/characters', 'POST', body), params());
const getOne = (reference: string) =>
  GET_ONE(jsonRequest(`/v1/characters/${reference}`, 'GET'), params({ reference }));
const del = (reference: string) =>
  DELETE(jsonRequest(`/v1/characters/${reference}`, 'DELETE'), params({ reference }));
const list = (query = '') => LIST(jsonRequest(`/v1/characters${query}`, 'GET'), params());

async function createOk(name = 'Robo') {
  const ref = await uploadPhoto(conn.db, session.user?.id as string);
  const res = await create({ name, description: 'A friendly robot', userUploadReferences: [ref] });
  expect(res.status).toBe(201);
  return (await res.json()).data as { result: CharacterDto; balance: { availableCredits: number } };
}

describe('POST /v1/characters', () => {
  it('creates a PENDING character, holds the cost, and the job makes it CREATED', async () => {
    const { result, balance } = await createOk();
    expect(result).toMatchObject({
      name: 'Robo',
      description: 'A friendly robot',
      status: 'PENDING',
      avatar: null,
    });
    expect(result.reference).toMatch(/^[a-z0-9]{16}$/);
    expect(balance.availableCredits).toBe(7);
    await runner.whenIdle();

    const res = await getOne(result.reference);
    expect(res.status).toBe(200);
    const body = (await res.json()).data.result as CharacterDto;
    expect(body).toMatchObject({ status: 'CREATED', progress: 100, errorCode: null });
    expect(body.data.tiles).toHaveLength(1);
    expect(body.data.mainTileReference).toBe(body.data.tiles[0]?.reference);
    expect(body.avatar).toBe(body.data.tiles[0]?.url);
    expect(body.images).toEqual([body.avatar]);
    // A tile cut from the owner's photo: an address in the owner's private space (lib/storage/keys.ts).
    expect(body.avatar).toBe(
      `/blobs/private/${session.user?.id}/characters/${body.avatar?.split('/').pop()}`,
    );
    expect(body.avatar).toMatch(/\/characters\/[0-9a-f]{32}\.webp$/);
  });

  it('answers 402 with nothing created when credits are short', async () => {
    session.user = await makeUser(conn.db, 2);
    const ref = await uploadPhoto(conn.db, session.user.id);
    const res = await create({ name: 'Poor', userUploadReferences: [ref] });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      errorCode: 'INSUFFICIENT_CREDITS',
      message: 'You need 3 credits to create a character.',
      details: { required: 3, available: 2 },
    });
    const mine = await conn.db.select().from(characters).where(eq(characters.userId, session.user.id));
    expect(mine).toHaveLength(0);
    const holds = await conn.db.select().from(creditHolds).where(eq(creditHolds.userId, session.user.id));
    expect(holds).toHaveLength(0);
    // The photo was not consumed: the user can top up and submit again.
    const [upload] = await conn.db.select().from(uploads).where(eq(uploads.reference, ref));
    expect(upload?.status).toBe('UPLOADED');
  });

  it.each([
    [{ userUploadReferences: ['x'] }, 'Please provide a name for your character.'],
    [{ name: '   ', userUploadReferences: ['x'] }, 'Please provide a name for your character.'],
    [{ name: 'n'.repeat(51), userUploadReferences: ['x'] }, 'Name cannot exceed 50 characters.'],
    [
      { name: 'A', description: 'd'.repeat(101), userUploadReferences: ['x'] },
      'Description cannot exceed 100 characters.',
    ],
    [{ name: 'A', userUploadReferences: ['a', 'b', 'c', 'd'] }, 'You can only upload up to 3 images.'],
    [{ name: 'A', userUploadReferences: [] }, 'Please select at least one image to upload.'],
    [{ name: 'A', isRemix: true }, 'Please select at least one image to upload.'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errorCode).toBe('VALIDATION_ERROR');
    expect(json.details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it("answers 404 for someone else's photo", async () => {
    const other = await makeUser(conn.db, 0);
    const ref = await uploadPhoto(conn.db, other.id);
    const res = await create({ name: 'Thief', userUploadReferences: [ref] });
    expect(res.status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    session.user = null;
    expect((await create({ name: 'A', userUploadReferences: ['x'] })).status).toBe(401);
    expect((await list()).status).toBe(401);
  });
});

describe('GET and DELETE /v1/characters/{reference}', () => {
  it("hides someone else's character (404 for GET and DELETE)", async () => {
    const { result } = await createOk('Mine');
    await runner.whenIdle();
    session.user = await makeUser(conn.db, 0);
    expect((await getOne(result.reference)).status).toBe(404);
    expect((await del(result.reference)).status).toBe(404);
    expect((await getOne('nope-nope-nope')).status).toBe(404);
  });

  it('refuses to delete while in progress (409), then deletes rows and tile files', async () => {
    let open!: () => void;
    const gate = new Promise<void>((res) => {
      open = res;
    });
    registry.override({ characterRenderer: fakeCharacterRenderer(() => gate).renderer });
    try {
      const { result } = await createOk('Busy');
      await waitFor(async () => (await characterByRef(conn.db, result.reference))?.status === 'PROCESSING');
      const res = await del(result.reference);
      expect(res.status).toBe(409);
      expect((await res.json()).errorCode).toBe('CONFLICT');
      open();
      await runner.whenIdle();

      const created = (await (await getOne(result.reference)).json()).data.result as CharacterDto;
      expect(created.status).toBe('CREATED');
      const tileKey = created.avatar?.replace('/blobs/', '') as string;
      expect(await store.get(tileKey)).not.toBeNull();

      const gone = await del(result.reference);
      expect(gone.status).toBe(200);
      expect(await gone.json()).toEqual({ data: { result: 'ok' } });
      expect(await store.get(tileKey)).toBeNull();
      expect((await getOne(result.reference)).status).toBe(404);
    } finally {
      registry.override({ characterRenderer: fakeCharacterRenderer().renderer });
    }
  });
});

describe('GET /v1/characters', () => {
  it('lists only my characters, newest first, with keyset pages', async () => {
    const me = session.user?.id as string;
    const other = await makeUser(conn.db, 0);
    await insertCharacter(conn.db, {
      reference: newReference(),
      userId: other.id,
      name: 'Other',
      status: 'CREATED',
    });
    const names = ['c0', 'c1', 'c2', 'c3', 'c4'];
    for (const [i, name] of names.entries()) {
      const row = await insertCharacter(conn.db, {
        reference: newReference(),
        userId: me,
        name,
        status: 'CREATED',
      });
      // c2 and c3 share a timestamp: the id breaks the tie and no page may skip or repeat one.
      const secondsAgo = [50, 40, 30, 30, 10][i] as number;
      await conn.db.execute(
        sql`update characters set created_at = now() - make_interval(secs => ${secondsAgo}) where id = ${row?.id}`,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      const { items, nextCursor } = (await res.json()).data as {
        items: CharacterDto[];
        nextCursor: string | null;
      };
      expect(items.length).toBeLessThanOrEqual(2);
      seen.push(...items.map((i) => i.name));
      cursor = nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen[0]).toBe('c4');
    expect(seen.slice(1, 3).sort()).toEqual(['c2', 'c3']);
    expect(seen.slice(3)).toEqual(['c1', 'c0']);

    expect((await list('?cursor=not-a-cursor')).status).toBe(400);
    expect((await list('?limit=0')).status).toBe(400);
  });

  it('derives progress from createdAt while in progress', async () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    const at = (s: number) => t0.getTime() + s * 1000;
    expect(deriveProgress('PENDING', t0, at(0))).toBe(0);
    expect(deriveProgress('PENDING', t0, at(30))).toBe(30);
    expect(deriveProgress('PROCESSING', t0, at(60))).toBe(60);
    expect(deriveProgress('PROCESSING', t0, at(75))).toBe(79);
    expect(deriveProgress('PROCESSING', t0, at(90))).toBe(99);
    expect(deriveProgress('PROCESSING', t0, at(600))).toBe(99);
    expect(deriveProgress('CREATED', t0, at(5))).toBe(100);

    const row = await insertCharacter(conn.db, {
      id: randomUUID(),
      reference: newReference(),
      userId: session.user?.id as string,
      name: 'Slow',
      status: 'PROCESSING',
    });
    await conn.db.execute(
      sql`update characters set created_at = now() - interval '75 seconds' where id = ${row?.id}`,
    );
    const dto = (await (await getOne(row?.reference as string)).json()).data.result as CharacterDto;
    expect(dto.progress).toBeGreaterThanOrEqual(78);
    expect(dto.progress).toBeLessThanOrEqual(82);
  });
});
