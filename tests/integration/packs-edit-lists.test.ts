import { describe, expect, it } from 'vitest';
import type { PackDto } from '@/lib/contracts/packs';
import { expectConsistent } from './credits-helpers';
import { makeStickers, makeUser, packBody, refs } from './packs-helpers';
import { packsSuite } from './packs-suite';
import { session } from './characters-helpers';
import { callerFrom } from '../helpers/caller';

// Pack edits (docs/product-rules.md, packs) and the own and public lists. Creation: packs-routes.test.ts.
callerFrom(session);

const { db, put, getOwn, getPublic, listOwn, listPublic, signIn, createOk } = packsSuite('packs-edit-');

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
    const other = await makeUser(db(), 0);
    const theirs = await makeStickers(db(), other.id, 1);
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
    expect(await expectConsistent(db(), user.id)).toMatchObject({ balance: 5, held: 0 });
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
    expect(await expectConsistent(db(), user.id)).toMatchObject({ balance: 0, held: 0 });
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
