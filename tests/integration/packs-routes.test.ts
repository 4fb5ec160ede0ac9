import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as GET_PUBLIC } from '@/app/v1/sticker-packs/public/[reference]/route';
import { GET as LIST_PUBLIC } from '@/app/v1/sticker-packs/public/route';
import { DELETE, GET, PUT } from '@/app/v1/sticker-packs/[reference]/route';
import { GET as LIST, POST } from '@/app/v1/sticker-packs/route';
import type { PackDto } from '@/lib/contracts/packs';
import { getCreditHistory } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { setStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { expectConsistent } from './credits-helpers';
import {
  jsonRequest,
  makeStickers,
  makeUser,
  packBody,
  params,
  refs,
  session,
  tempDir,
} from './packs-helpers';

vi.mock('@/lib/auth/current-user', async () => {
  const h = await import('./characters-helpers');
  return { getCurrentUser: async () => h.session.user };
});

let conn: Connection;

beforeAll(async () => {
  conn = await createTestDb();
  setStorage(localBlobStore(tempDir('packs-routes-')));
});
afterAll(async () => {
  setStorage(undefined);
  await conn.close();
});

const create = (body: unknown) => POST(jsonRequest('/v1/sticker-packs', 'POST', body), params());
const getOwn = (reference: string) =>
  GET(jsonRequest(`/v1/sticker-packs/${reference}`, 'GET'), params({ reference }));
const put = (reference: string, body: unknown) =>
  PUT(jsonRequest(`/v1/sticker-packs/${reference}`, 'PUT', body), params({ reference }));
const del = (reference: string) =>
  DELETE(jsonRequest(`/v1/sticker-packs/${reference}`, 'DELETE'), params({ reference }));
const getPublic = (reference: string) =>
  GET_PUBLIC(jsonRequest(`/v1/sticker-packs/public/${reference}`, 'GET'), params({ reference }));
const listOwn = (query = '') => LIST(jsonRequest(`/v1/sticker-packs${query}`, 'GET'), params());
const listPublic = (query = '') =>
  LIST_PUBLIC(jsonRequest(`/v1/sticker-packs/public${query}`, 'GET'), params());

async function signIn(credits: number, stickers = 4) {
  session.user = await makeUser(conn.db, credits);
  const rows = await makeStickers(conn.db, session.user.id, stickers);
  return { user: session.user, stickers: rows };
}

async function createOk(body: unknown): Promise<PackDto> {
  const res = await create(body);
  expect(res.status).toBe(201);
  return (await res.json()).data.result;
}

describe('POST /v1/sticker-packs: limits (SPEC §5)', () => {
  it('refuses an empty or too long name, no stickers, more than 120, and charges nothing', async () => {
    const { user, stickers } = await signIn(100);
    const cases: [unknown, string][] = [
      [packBody(refs(stickers), { name: '   ' }), 'Pack name cannot be empty'],
      [packBody(refs(stickers), { name: 'x'.repeat(41) }), 'Name cannot exceed 40 characters'],
      [packBody([]), 'Please select at least 1 sticker for your pack.'],
      [
        packBody(Array.from({ length: 121 }, (_, i) => `s${i}`)),
        'A sticker pack cannot contain more than 120 stickers.',
      ],
      [
        packBody([refs(stickers)[0] as string, refs(stickers)[0] as string]),
        'A sticker can be in a pack only once.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 100, held: 0 });
  });

  it('takes a name of exactly 40 characters after trimming', async () => {
    const { stickers } = await signIn(100);
    const pack = await createOk(packBody(refs(stickers), { name: `  ${'n'.repeat(40)} ` }));
    expect(pack.name).toBe('n'.repeat(40));
  });

  it("refuses another user's sticker (404) and a sticker that is not CREATED (400)", async () => {
    const other = await makeUser(conn.db, 0);
    const theirs = await makeStickers(conn.db, other.id, 1);
    const { user, stickers } = await signIn(100);
    const failed = await makeStickers(conn.db, user.id, 1, { status: 'FAILED_CREATION' });
    const drawing = await makeStickers(conn.db, user.id, 1, { status: 'PROCESSING' });
    expect((await create(packBody([...refs(stickers), ...refs(theirs)]))).status).toBe(404);
    expect((await create(packBody([...refs(stickers), ...refs(failed)]))).status).toBe(400);
    expect((await create(packBody(refs(drawing)))).status).toBe(400);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 100, held: 0 });
    expect((await (await listOwn()).json()).data.items).toHaveLength(0);
  });

  it('takes 120 stickers, not 121', async () => {
    const { stickers } = await signIn(100, 121);
    const pack = await createOk(packBody(refs(stickers).slice(0, 120)));
    expect((await (await getOwn(pack.reference)).json()).data.result.stickers).toHaveLength(120);
  });

  it('the cover must be one of the stickers; it is optional', async () => {
    const { stickers } = await signIn(100);
    const other = await makeStickers(conn.db, session.user?.id as string, 1);
    expect(
      (await create(packBody(refs(stickers), { coverStickerReference: other[0]?.reference }))).status,
    ).toBe(400);
    const withCover = await createOk(
      packBody(refs(stickers), { coverStickerReference: stickers[2]?.reference }),
    );
    expect(withCover.coverStickerReference).toBe(stickers[2]?.reference);
    expect((await createOk(packBody(refs(stickers)))).coverStickerReference).toBeNull();
  });
});

describe('POST /v1/sticker-packs: credits', () => {
  it('charges by visibility (private 5, public 2) once, and shows it in the history', async () => {
    const { user, stickers } = await signIn(10);
    const res = await create(packBody(refs(stickers)));
    const body = await res.json();
    expect(body.data.balance.availableCredits).toBe(5);
    expect(body.data.result).toMatchObject({ name: 'My pack', visibility: 'PRIVATE', stickerCount: 4 });
    expect(body.data.result.publicId).toMatch(/^[a-z0-9]{8}$/);
    expect(body.data.result.stickerReferences).toEqual(refs(stickers));
    const pub = await (await create(packBody(refs(stickers), { visibility: 'PUBLIC' }))).json();
    expect(pub.data.balance.availableCredits).toBe(3);
    const history = await getCreditHistory(conn.db, user.id);
    expect(history.filter((h) => h.allocationType === 'CHARGE').map((h) => h.creditsAllocated)).toEqual([
      -2, -5,
    ]);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 3, held: 0 });
  });

  it('too few credits: 402 with the SPEC message, nothing created', async () => {
    const { user, stickers } = await signIn(4);
    const res = await create(packBody(refs(stickers)));
    expect(res.status).toBe(402);
    expect((await res.json()).message).toBe(
      'You need 5 credits to create a private sticker pack. You currently have 4 credits.',
    );
    expect((await (await listOwn()).json()).data.items).toHaveLength(0);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 4, held: 0 });
  });
});

describe('authorization on every pack route', () => {
  it('owner, another user and anonymous; private and public', async () => {
    const { stickers } = await signIn(100);
    const owner = session.user;
    const priv = await createOk(packBody(refs(stickers)));
    const pub = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC', name: 'Shared' }));
    const update = packBody(refs(stickers).slice(0, 2), { name: 'Renamed' });

    session.user = await makeUser(conn.db, 100);
    for (const pack of [priv, pub]) {
      expect((await getOwn(pack.reference)).status).toBe(404);
      expect((await put(pack.reference, update)).status).toBe(404);
      expect((await del(pack.reference)).status).toBe(404);
    }
    expect((await (await listOwn()).json()).data.items).toHaveLength(0);
    expect((await getPublic(priv.reference)).status).toBe(404);
    expect((await getPublic(priv.publicId)).status).toBe(404);
    expect((await getPublic(pub.reference)).status).toBe(200);

    session.user = null;
    for (const pack of [priv, pub]) {
      expect((await getOwn(pack.reference)).status).toBe(401);
      expect((await put(pack.reference, update)).status).toBe(401);
      expect((await del(pack.reference)).status).toBe(401);
    }
    expect((await listOwn()).status).toBe(401);
    expect((await create(packBody(refs(stickers)))).status).toBe(401);
    expect((await getPublic(priv.reference)).status).toBe(404);
    const shared = await (await getPublic(pub.publicId)).json();
    expect(shared.data.result).toMatchObject({ reference: pub.reference, name: 'Shared', stickerCount: 4 });
    expect(shared.data.result.stickers[0].data.image).toMatch(/^\/blobs\//);

    session.user = owner;
    expect((await getOwn(priv.reference)).status).toBe(200);
    expect((await put(priv.reference, update)).status).toBe(200);
    expect((await del(priv.reference)).status).toBe(200);
    expect((await getOwn(priv.reference)).status).toBe(404);
  });
});

describe('PUT /v1/sticker-packs/{reference}', () => {
  it('renames, reorders, adds and removes; a removed cover is cleared', async () => {
    const { stickers } = await signIn(100, 6);
    const [a, b, c, d, e] = refs(stickers) as [string, string, string, string, string];
    const pack = await createOk(packBody([a, b, c], { coverStickerReference: b }));
    const res = await put(pack.reference, { name: ' Fresh ', stickerReferences: [c, a, d, e] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.result).toMatchObject({
      name: 'Fresh',
      stickerReferences: [c, a, d, e],
      coverStickerReference: null,
    });
    expect(body.data.balance.availableCredits).toBe(95);
    const again = await (await getOwn(pack.reference)).json();
    expect(again.data.result.stickers.map((s: { reference: string }) => s.reference)).toEqual([c, a, d, e]);
    expect(again.data.result.description).toBe('Best of the week');
  });

  it('keeps the same limits as creation', async () => {
    const { stickers } = await signIn(100);
    const other = await makeUser(conn.db, 0);
    const theirs = await makeStickers(conn.db, other.id, 1);
    const pack = await createOk(packBody(refs(stickers)));
    expect((await put(pack.reference, { name: '', stickerReferences: refs(stickers) })).status).toBe(400);
    expect(
      (await put(pack.reference, { name: 'x'.repeat(41), stickerReferences: refs(stickers) })).status,
    ).toBe(400);
    expect((await put(pack.reference, { name: 'ok', stickerReferences: [] })).status).toBe(400);
    expect((await put(pack.reference, { name: 'ok', stickerReferences: refs(theirs) })).status).toBe(404);
    expect((await (await getOwn(pack.reference)).json()).data.result.name).toBe('My pack');
  });

  it('public → private pays the private surcharge once; private → public is free', async () => {
    const { user, stickers } = await signIn(10);
    const pack = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC' }));
    const toPrivate = await put(pack.reference, {
      name: 'x',
      stickerReferences: refs(stickers),
      visibility: 'PRIVATE',
    });
    expect((await toPrivate.json()).data.balance.availableCredits).toBe(5);
    const toPublic = await put(pack.reference, {
      name: 'x',
      stickerReferences: refs(stickers),
      visibility: 'PUBLIC',
    });
    expect((await toPublic.json()).data.balance.availableCredits).toBe(5);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 5, held: 0 });
  });

  it('too few credits for an edit: 402 saying update, not create, with the numbers', async () => {
    const { user, stickers } = await signIn(2);
    const pack = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC' }));
    const res = await put(pack.reference, {
      name: 'x',
      stickerReferences: refs(stickers),
      visibility: 'PRIVATE',
    });
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body.message).toBe(
      'You need 3 credits to update this sticker pack. You currently have 0 credits.',
    );
    expect(body.details).toMatchObject({ required: 3, available: 0, action: 'update' });
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({ balance: 0, held: 0 });
  });

  it('two concurrent saves of one version: one wins, the other is a 409', async () => {
    const { stickers } = await signIn(100);
    const pack = await createOk(packBody(refs(stickers)));
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => put(pack.reference, { name, stickerReferences: refs(stickers) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
  });
});

describe('lists', () => {
  it('own list: newest first, a preview of 4 and the count, keyset pages without repeats', async () => {
    const { stickers } = await signIn(100, 6);
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await createOk(packBody(refs(stickers), { name: `P${i}` }))).reference);
    const first = await (await listOwn('?limit=3')).json();
    expect(first.data.items.map((p: PackDto) => p.name)).toEqual(['P4', 'P3', 'P2']);
    expect(first.data.items[0].stickers).toHaveLength(4);
    expect(first.data.items[0].stickerCount).toBe(6);
    const second = await (await listOwn(`?limit=3&cursor=${first.data.nextCursor}`)).json();
    expect(second.data.items.map((p: PackDto) => p.name)).toEqual(['P1', 'P0']);
    expect(second.data.nextCursor).toBeNull();
    expect((await listOwn('?cursor=not-a-cursor')).status).toBe(400);
  });

  it('public list: only public packs, case-insensitive search, and a pack made private leaves it at once', async () => {
    const { stickers } = await signIn(100);
    const token = `Zq${Date.now().toString(36)}`;
    const pub = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC', name: `${token} Cats` }));
    await createOk(packBody(refs(stickers), { visibility: 'PRIVATE', name: `${token} Secret` }));
    const found = await (await listPublic(`?q=${token.toLowerCase()}`)).json();
    expect(found.data.items.map((p: PackDto) => p.name)).toEqual([`${token} Cats`]);
    expect((await getPublic(pub.reference)).status).toBe(200);
    await put(pub.reference, {
      name: `${token} Cats`,
      stickerReferences: refs(stickers),
      visibility: 'PRIVATE',
    });
    expect((await (await listPublic(`?q=${token}`)).json()).data.items).toHaveLength(0);
    expect((await getPublic(pub.reference)).status).toBe(404);
  });
});
