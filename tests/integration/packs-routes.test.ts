import { describe, expect, it } from 'vitest';
import { getCreditHistory } from '@/lib/credits/service';
import { expectConsistent } from './credits-helpers';
import { makeStickers, makeUser, packBody, refs, session } from './packs-helpers';
import { packsSuite } from './packs-suite';
import { callerFrom } from '../helpers/caller';

// The sticker-pack API (docs/product-rules.md): creation limits, credits, and who may see what.
// Edits and lists: packs-edit-lists.test.ts.
callerFrom(session);

const { db, create, getOwn, put, del, getPublic, listOwn, signIn, createOk } = packsSuite('packs-routes-');

describe('POST /v1/sticker-packs: limits', () => {
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
    expect(await expectConsistent(db(), user.id)).toMatchObject({ balance: 100, held: 0 });
  });

  it('takes a name of exactly 40 characters after trimming', async () => {
    const { stickers } = await signIn(100);
    const pack = await createOk(packBody(refs(stickers), { name: `  ${'n'.repeat(40)} ` }));
    expect(pack.name).toBe('n'.repeat(40));
  });

  it("refuses another user's sticker (404) and a sticker that is not CREATED (400)", async () => {
    const other = await makeUser(db(), 0);
    const theirs = await makeStickers(db(), other.id, 1);
    const { user, stickers } = await signIn(100);
    const failed = await makeStickers(db(), user.id, 1, { status: 'FAILED_CREATION' });
    const drawing = await makeStickers(db(), user.id, 1, { status: 'PROCESSING' });
    expect((await create(packBody([...refs(stickers), ...refs(theirs)]))).status).toBe(404);
    expect((await create(packBody([...refs(stickers), ...refs(failed)]))).status).toBe(400);
    expect((await create(packBody(refs(drawing)))).status).toBe(400);
    expect(await expectConsistent(db(), user.id)).toMatchObject({ balance: 100, held: 0 });
    expect((await (await listOwn()).json()).data.items).toHaveLength(0);
  });

  it('takes 120 stickers, not 121', async () => {
    const { stickers } = await signIn(100, 121);
    const pack = await createOk(packBody(refs(stickers).slice(0, 120)));
    expect((await (await getOwn(pack.reference)).json()).data.result.stickers).toHaveLength(120);
  });

  it('the cover must be one of the stickers; it is optional', async () => {
    const { stickers } = await signIn(100);
    const other = await makeStickers(db(), session.user?.id as string, 1);
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
    const history = await getCreditHistory(db(), user.id);
    expect(history.filter((h) => h.allocationType === 'CHARGE').map((h) => h.creditsAllocated)).toEqual([
      -2, -5,
    ]);
    expect(await expectConsistent(db(), user.id)).toMatchObject({ balance: 3, held: 0 });
  });

  it('too few credits: 402 with the documented message, nothing created', async () => {
    const { user, stickers } = await signIn(4);
    const res = await create(packBody(refs(stickers)));
    expect(res.status).toBe(402);
    expect((await res.json()).message).toBe(
      'You need 5 credits to create a private sticker pack. You currently have 4 credits.',
    );
    expect((await (await listOwn()).json()).data.items).toHaveLength(0);
    expect(await expectConsistent(db(), user.id)).toMatchObject({ balance: 4, held: 0 });
  });
});

describe('authorization on every pack route', () => {
  it('owner, another user and anonymous; private and public', async () => {
    const { stickers } = await signIn(100);
    const owner = session.user;
    const priv = await createOk(packBody(refs(stickers)));
    const pub = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC', name: 'Shared' }));
    const update = packBody(refs(stickers).slice(0, 2), { name: 'Renamed' });

    session.user = await makeUser(db(), 100);
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
