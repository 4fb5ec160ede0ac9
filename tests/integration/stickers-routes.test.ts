import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE, GET as GET_ONE } from '@/app/v1/stickers/[reference]/route';
import { POST as REGENERATE } from '@/app/v1/stickers/[reference]/regenerate/route';
import { GET as LIST_PUBLIC } from '@/app/v1/stickers/public/route';
import { GET as LIST, POST } from '@/app/v1/stickers/route';
import type { StickerDto } from '@/lib/contracts/stickers';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf, createBody, fakeRenderer, makeCharacter, stickersOf, waitFor } from './stickers-helpers';
import { registry } from '@/lib/registry';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
const store = localBlobStore(tempDir('stickers-routes-'));

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
beforeEach(() => registry.override({ stickerRenderer: fakeRenderer().renderer }));
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const create = (body: unknown) => POST(jsonRequest('/v1/stickers', 'POST', body), params());
const list = (query = '') => LIST(jsonRequest(`/v1/stickers${query}`, 'GET'), params());
const del = (reference: string) =>
  DELETE(jsonRequest(`/v1/stickers/${reference}`, 'DELETE'), params({ reference }));
const getOne = (reference: string) =>
  GET_ONE(jsonRequest(`/v1/stickers/${reference}`, 'GET'), params({ reference }));
const regenerate = (reference: string) =>
  REGENERATE(jsonRequest(`/v1/stickers/${reference}/regenerate`, 'POST', {}), params({ reference }));

/** The stored keys behind a sticker's two URLs (/blobs/<key>), drawing then small copy. */
const keysOf = (s: StickerDto) =>
  [s.data.image, s.data.thumb].map((url) => {
    if (!url?.startsWith('/blobs/')) throw new Error(`not a local blob URL: ${url}`);
    return url.slice('/blobs/'.length);
  });
const filesOf = (s: StickerDto) => Promise.all(keysOf(s).map((k) => store.get(k)));

async function signIn(credits: number) {
  session.user = await makeUser(conn.db, credits);
  const character = await makeCharacter(conn.db, session.user.id);
  return { user: session.user, character };
}

describe('POST /v1/stickers', () => {
  it('validates with the documented messages and never charges a refused request', async () => {
    const { user, character } = await signIn(100);
    const noContext = await create(
      createBody(character.reference, 4, { contextDescription: '', contextTopics: [] }),
    );
    expect(noContext.status).toBe(400);
    expect((await noContext.json()).message).toBe('Please provide a theme or context for your stickers.');
    const blank = createBody(character.reference);
    blank.descriptions[1] = { name: 'x', labelText: ' ', description: 'y' };
    expect((await (await create(blank)).json()).message).toBe(
      'Please fill in all required fields (name, label text, and description) for each sticker.',
    );
    const noStyle = await create(
      createBody(character.reference, 4, { styleReferences: [], styleDescription: '' }),
    );
    expect((await noStyle.json()).message).toBe('Please select characters and styles...');
    expect((await create(createBody(character.reference, 5))).status).toBe(400);
    expect(await stickersOf(conn.db, user.id)).toHaveLength(0);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 100, held: 0 });
  });

  it("refuses someone else's character (404) and a paid style not bought", async () => {
    const other = await makeUser(conn.db, 0);
    const theirs = await makeCharacter(conn.db, other.id);
    const { character } = await signIn(100);
    expect((await create(createBody(theirs.reference))).status).toBe(404);
    const paid = await create(createBody(character.reference, 4, { styleReferences: ['gold'] }));
    expect(paid.status).toBe(403);
  });

  it('402 with the total when credits are short; nothing created or held', async () => {
    const { user, character } = await signIn(31); // 4 private stickers cost 32
    const res = await create(createBody(character.reference));
    expect(res.status).toBe(402);
    expect((await res.json()).message).toBe('You need 32 credits to create these stickers.');
    expect(await stickersOf(conn.db, user.id)).toHaveLength(0);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 31, held: 0, activeHolds: 0 });
  });

  it('8 stickers where 3 fail: 5 captured one by one, 3 released, the history shows 5 charges', async () => {
    const failing = new Set(['Sticker 2', 'Sticker 4', 'Sticker 6']);
    registry.override({
      stickerRenderer: fakeRenderer((name) => {
        if (failing.has(name)) throw new Error('model refused');
      }).renderer,
    });
    const { user, character } = await signIn(100);
    const res = await create(createBody(character.reference, 8));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.data.result).toHaveLength(8);
    expect(body.data.result[0].reference).toEqual(expect.any(String));
    expect(body.data.balance.availableCredits).toBe(100 - 64);
    await runner.whenIdle();
    const rows = await stickersOf(conn.db, user.id);
    expect(rows.filter((r) => r.status === 'CREATED')).toHaveLength(5);
    expect(
      rows
        .filter((r) => r.status === 'FAILED_CREATION')
        .map((r) => r.name)
        .sort(),
    ).toEqual([...failing].sort());
    expect((await chargesOf(conn.db, user.id)).map((c) => c.delta)).toEqual([-8, -8, -8, -8, -8]);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 60, held: 0, activeHolds: 0 });
  });

  it('a job that cannot be queued: 503 UNAVAILABLE, the stickers FAILED_CREATION at once, the hold released', async () => {
    const { user, character } = await signIn(100);
    const enqueue = vi.spyOn(runner, 'enqueue').mockImplementationOnce(() => {
      throw new Error('queue down');
    });
    const res = await create(createBody(character.reference, 4));
    enqueue.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      errorCode: 'UNAVAILABLE',
      details: { reason: 'JOB_NOT_STARTED' },
    });
    const rows = await stickersOf(conn.db, user.id);
    expect(rows.map((r) => [r.status, r.errorCode])).toEqual(
      Array(4).fill(['FAILED_CREATION', 'JOB_NOT_STARTED']),
    );
    expect(await chargesOf(conn.db, user.id)).toHaveLength(0);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 100, held: 0, activeHolds: 0 });
  });

  it('stickers appear one by one: the first is CREATED while the rest are still being drawn', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    registry.override({
      stickerRenderer: fakeRenderer((name) => (name === 'Sticker 0' ? undefined : gate)).renderer,
    });
    const { user, character } = await signIn(100);
    await create(createBody(character.reference, 4));
    await waitFor(async () => (await stickersOf(conn.db, user.id)).some((s) => s.status === 'CREATED'));
    const mid = await stickersOf(conn.db, user.id);
    expect(mid.filter((s) => s.status === 'CREATED')).toHaveLength(1);
    expect(mid.filter((s) => s.status === 'PROCESSING')).toHaveLength(3);
    expect(await chargesOf(conn.db, user.id)).toHaveLength(1);
    release();
    await runner.whenIdle();
    expect((await stickersOf(conn.db, user.id)).every((s) => s.status === 'CREATED')).toBe(true);
  });
});

describe('studio sticker routes', () => {
  it('lists own stickers newest first with search; others get 404; delete works once settled', async () => {
    const { character } = await signIn(200);
    await create(createBody(character.reference, 4));
    await runner.whenIdle();
    const items: StickerDto[] = (await (await list()).json()).data.items;
    expect(items).toHaveLength(4);
    expect(items[0]?.data.image).toMatch(/^\/blobs\//);
    // Each drawing has its 320 px copy beside it, for lists.
    const [file, thumb] = await filesOf(items[0] as StickerDto);
    expect(thumb?.data.length).toBeLessThan(file?.data.length ?? 0);
    expect((await sharp(thumb?.data).metadata()).width).toBe(320);
    const found = (await (await list('?q=ICKER%203')).json()).data.items as StickerDto[];
    expect(found.map((s) => s.name)).toEqual(['Sticker 3']);
    const target = items[0] as StickerDto;

    const owner = session.user;
    session.user = await makeUser(conn.db, 0);
    expect((await getOne(target.reference)).status).toBe(404);
    expect((await del(target.reference)).status).toBe(404);
    session.user = null;
    expect((await list()).status).toBe(401);
    session.user = owner;

    const keys = keysOf(target);
    const res = await del(target.reference);
    expect(res.status).toBe(200);
    expect((await res.json()).data.result).toBe('ok');
    expect((await getOne(target.reference)).status).toBe(404);
    // Both files went with the row.
    expect(await Promise.all(keys.map((k) => store.get(k)))).toEqual([null, null]);
  });

  it('regenerate is charged once and released when it fails (the old drawing stays)', async () => {
    const { user, character } = await signIn(100);
    await create(createBody(character.reference, 4));
    await runner.whenIdle();
    const [first] = (await (await list()).json()).data.items as StickerDto[];
    if (!first) throw new Error('no sticker');
    const ok = await regenerate(first.reference);
    expect(ok.status).toBe(202);
    await runner.whenIdle();
    expect(await chargesOf(conn.db, user.id)).toHaveLength(5);
    // The new drawing came with a new small copy; the old pair is gone.
    const redrawn = (await (await getOne(first.reference)).json()).data.result as StickerDto;
    expect(redrawn.data.thumb).not.toBe(first.data.thumb);
    expect((await filesOf(redrawn)).every(Boolean)).toBe(true);
    expect(await Promise.all(keysOf(first).map((k) => store.get(k)))).toEqual([null, null]);

    registry.override({
      stickerRenderer: fakeRenderer(() => {
        throw new Error('down');
      }).renderer,
    });
    await regenerate(first.reference);
    await runner.whenIdle();
    expect(await chargesOf(conn.db, user.id)).toHaveLength(5);
    const after = (await (await getOne(first.reference)).json()).data.result as StickerDto;
    expect(after.status).toBe('CREATED');
    expect(after.data.image).toMatch(/^\/blobs\//);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({
      balance: 100 - 40,
      held: 0,
      activeHolds: 0,
    });
  });

  it('public list shows only PUBLIC, CREATED stickers, without auth', async () => {
    const { character } = await signIn(100);
    await create(createBody(character.reference, 4, { visibility: 'PUBLIC' }));
    await runner.whenIdle();
    session.user = null;
    const res = await LIST_PUBLIC(jsonRequest('/v1/stickers/public?limit=2', 'GET'), params());
    const body = await res.json();
    expect(body.data.items).toHaveLength(2);
    expect(body.data.items[0]).not.toHaveProperty('visibility');
    expect(body.data.nextCursor).toEqual(expect.any(String));
    const bad = await LIST_PUBLIC(jsonRequest('/v1/stickers/public?cursor=forged', 'GET'), params());
    expect(bad.status).toBe(400);
  });
});
