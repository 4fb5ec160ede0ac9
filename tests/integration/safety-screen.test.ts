import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUT as UPLOAD } from '@/app/api/uploads/[reference]/route';
import { POST as CREATE_PACK } from '@/app/v1/sticker-packs/route';
import { PUT as UPDATE_PACK } from '@/app/v1/sticker-packs/[reference]/route';
import { POST as REGENERATE } from '@/app/v1/stickers/[reference]/regenerate/route';
import { POST as CREATE_STICKERS } from '@/app/v1/stickers/route';
import { POST as UPLOAD_URLS } from '@/app/v1/upload-urls/images/route';
import type { UploadUrl } from '@/lib/contracts/uploads';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { warmUpEmbeddedClassifier } from '@/lib/safety/embedded';
import { setSafetyClassifier } from '@/lib/safety/service';
import { accessOfKey, getStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import type { StickerRenderer } from '@/lib/stickers/renderer';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { unsafeSyntheticImage } from '../helpers/unsafe-image';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { makeStickers, packBody, refs } from './packs-helpers';
import { createBody, fakeRenderer, makeCharacter, stickersOf } from './stickers-helpers';
import { listFiles, photo, putRequest } from './uploads-helpers';
import { callerFrom } from '../helpers/caller';

// The safety screen with the real embedded classifier (loaded once for the file) on a real
// database: a photo at upload, stickers drawn for the public gallery, a pack made public. The
// unsafe image is synthetic (tests/helpers/unsafe-image.ts says why the model flags it). This file
// keeps the model in its own process, as the server does; the other files share one
// (tests/helpers/shared-safety.ts).
callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
let unsafe: Buffer;
const blobDir = tempDir('safety-screen-');

beforeAll(async () => {
  setSafetyClassifier(); // the embedded classifier, in this process
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(blobDir) });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
  [unsafe] = await Promise.all([unsafeSyntheticImage(), warmUpEmbeddedClassifier()]);
}, 60_000);
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

async function uploadUrl(): Promise<UploadUrl> {
  const res = await UPLOAD_URLS(jsonRequest('/v1/upload-urls/images', 'POST', { amount: 1 }), params());
  expect(res.status).toBe(200);
  return (await res.json()).data.result[0];
}
const put = (url: UploadUrl, body: Buffer) =>
  UPLOAD(putRequest(url.uploadUrl, new Uint8Array(body), { 'content-type': 'image/png' }), {
    params: Promise.resolve({ reference: url.reference }),
  });

describe('a photo at upload', () => {
  it('is refused with UNSAFE_CONTENT and not kept; the same link then takes a safe photo', async () => {
    session.user = await makeUser(conn.db, 0);
    const url = await uploadUrl();
    const before = listFiles(blobDir).length;
    const refused = await put(url, unsafe);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errorCode: 'UNSAFE_CONTENT' });
    expect(listFiles(blobDir).length).toBe(before);

    const ok = await put(url, photo('astronaut.png'));
    expect(ok.status).toBe(200);
    expect(listFiles(blobDir).length).toBeGreaterThan(before);
  });
});

describe('a pack made public', () => {
  const createPack = (body: unknown) => CREATE_PACK(jsonRequest('/v1/sticker-packs', 'POST', body), params());
  const updatePack = (reference: string, body: unknown) =>
    UPDATE_PACK(jsonRequest(`/v1/sticker-packs/${reference}`, 'PUT', body), params({ reference }));

  it('is refused while one of its stickers is unsafe, and nothing is charged', async () => {
    session.user = await makeUser(conn.db, 100);
    const userId = session.user.id;
    const rows = await makeStickers(conn.db, userId, 3);
    // A private sticker whose image is unsafe (private stickers are not screened).
    const key = rows[1]?.imageKey as string;
    await getStorage().put(key, unsafe, { contentType: 'image/png', access: accessOfKey(key) });
    const before = await expectConsistent(conn.db, userId);

    const publicCreate = await createPack(packBody(refs(rows), { visibility: 'PUBLIC' }));
    expect(publicCreate.status).toBe(422);
    expect(await publicCreate.json()).toMatchObject({ errorCode: 'UNSAFE_CONTENT' });
    expect((await expectConsistent(conn.db, userId)).balance).toBe(before.balance);

    const privateCreate = await createPack(packBody(refs(rows), { visibility: 'PRIVATE' }));
    expect(privateCreate.status).toBe(201);
    const pack = (await privateCreate.json()).data.result;
    const afterCreate = await expectConsistent(conn.db, userId);

    const toPublic = await updatePack(pack.reference, packBody(refs(rows), { visibility: 'PUBLIC' }));
    expect(toPublic.status).toBe(422);
    expect((await expectConsistent(conn.db, userId)).balance).toBe(afterCreate.balance);

    // Without the unsafe sticker it goes public.
    const safeRefs = refs([rows[0], rows[2]] as { reference: string }[]);
    const ok = await updatePack(pack.reference, packBody(safeRefs, { visibility: 'PUBLIC' }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.result.visibility).toBe('PUBLIC');
  });
});

describe('a sticker drawn for the public gallery', () => {
  it('fails with UNSAFE_CONTENT when its drawing is unsafe, and its part is released (a private one is not screened)', async () => {
    const renderer: StickerRenderer = { render: async () => ({ image: unsafe, parts: [] }) };
    registry.override({ stickerRenderer: renderer });
    session.user = await makeUser(conn.db, 100);
    const userId = session.user.id;
    const before = await expectConsistent(conn.db, userId);
    const character = await makeCharacter(conn.db, userId);
    const body = createBody(character.reference, 4, { visibility: 'PUBLIC' });
    expect((await CREATE_STICKERS(jsonRequest('/v1/stickers', 'POST', body), params())).status).toBe(201);
    await runner.whenIdle();
    const rows = await stickersOf(conn.db, userId);
    expect(rows).toHaveLength(4);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'FAILED_CREATION', errorCode: 'UNSAFE_CONTENT', imageKey: null });
    const after = await expectConsistent(conn.db, userId);
    expect(after.balance).toBe(before.balance);
    expect(after.held).toBe(0);

    // The same drawing in a private set is the owner's alone: it is kept.
    const privateBody = createBody(character.reference, 4, { visibility: 'PRIVATE' });
    expect((await CREATE_STICKERS(jsonRequest('/v1/stickers', 'POST', privateBody), params())).status).toBe(
      201,
    );
    await runner.whenIdle();
    const created = (await stickersOf(conn.db, userId)).filter((r) => r.visibility === 'PRIVATE');
    expect(created.map((r) => r.status)).toEqual(['CREATED', 'CREATED', 'CREATED', 'CREATED']);
  });
});

describe('a private sticker held by a public pack', () => {
  it('is screened when it is drawn again: refused, it keeps its old drawing and nothing is charged', async () => {
    registry.override({ stickerRenderer: fakeRenderer().renderer });
    session.user = await makeUser(conn.db, 200);
    const userId = session.user.id;
    const character = await makeCharacter(conn.db, userId);
    const body = createBody(character.reference, 4, { visibility: 'PRIVATE' });
    expect((await CREATE_STICKERS(jsonRequest('/v1/stickers', 'POST', body), params())).status).toBe(201);
    await runner.whenIdle();
    const drawn = await stickersOf(conn.db, userId);
    const pack = packBody(refs(drawn), { visibility: 'PUBLIC' });
    expect((await CREATE_PACK(jsonRequest('/v1/sticker-packs', 'POST', pack), params())).status).toBe(201);
    const [target] = await stickersOf(conn.db, userId);
    const reference = target?.reference as string;
    // Still PRIVATE, but its files are public now that a public pack shows it.
    expect(target?.visibility).toBe('PRIVATE');
    expect(accessOfKey(target?.imageKey as string)).toBe('public');
    const before = await expectConsistent(conn.db, userId);

    registry.override({ stickerRenderer: { render: async () => ({ image: unsafe, parts: [] }) } });
    const res = await REGENERATE(
      jsonRequest(`/v1/stickers/${reference}/regenerate`, 'POST', {}),
      params({ reference }),
    );
    expect(res.status).toBe(202);
    await runner.whenIdle();
    const after = (await stickersOf(conn.db, userId)).find((r) => r.reference === reference);
    expect(after).toMatchObject({ status: 'CREATED', errorCode: 'UNSAFE_CONTENT' });
    expect(after?.imageKey).toBe(target?.imageKey);
    expect((await expectConsistent(conn.db, userId)).balance).toBe(before.balance);
  });
});
