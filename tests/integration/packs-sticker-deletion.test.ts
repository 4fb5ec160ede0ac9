import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as GET_PUBLIC } from '@/app/v1/sticker-packs/public/[reference]/route';
import { PUT } from '@/app/v1/sticker-packs/[reference]/route';
import { DELETE as DELETE_STICKER } from '@/app/v1/stickers/[reference]/route';
import type { PackDto } from '@/lib/contracts/packs';
import { stickerPackItems, stickerPacks } from '@/lib/db/schema';
import { jsonRequest, makeStickers, makeUser, packBody, params, refs, session } from './packs-helpers';
import { packsSuite } from './packs-suite';
import { callerFrom } from '../helpers/caller';

// A sticker deleted from the Stickers tab leaves every pack that held it (its pack items cascade):
// the packs keep dense positions and full previews, public listings and pages change at once, and
// a pack left with no sticker is its owner's to refill, out of public listings. The Telegram side:
// publishing-sync.test.ts.
callerFrom(session);

const suite = packsSuite('packs-deletion-');
const db = suite.db;

const token = `Dl${Date.now().toString(36)}`;
const json = async (res: Response) => (await res.json()).data;
const createOk = suite.createOk;
const getOwn = async (reference: string): Promise<PackDto> =>
  (await json(await suite.getOwn(reference))).result;
const listOwn = async (): Promise<PackDto[]> => (await json(await suite.listOwn('?limit=50'))).items;
const listPublic = async (): Promise<PackDto[]> => (await json(await suite.listPublic(`?q=${token}`))).items;
const deleteSticker = async (reference: string) => {
  const res = await DELETE_STICKER(jsonRequest(`/v1/stickers/${reference}`, 'DELETE'), params({ reference }));
  expect(res.status).toBe(200);
};
async function positions(reference: string) {
  const [pack] = await db().select().from(stickerPacks).where(eq(stickerPacks.reference, reference));
  const rows = await db()
    .select({ position: stickerPackItems.position })
    .from(stickerPackItems)
    .where(eq(stickerPackItems.packId, pack?.id as string))
    .orderBy(asc(stickerPackItems.position));
  return rows.map((r) => r.position);
}

describe('a sticker deleted from its packs', () => {
  it('leaves dense positions and a full preview of 4 in lists; the public list and page change at once', async () => {
    session.user = await makeUser(db(), 100);
    const stickers = await makeStickers(db(), session.user.id, 6);
    const pack = await createOk(packBody(refs(stickers), { name: `${token} six`, visibility: 'PUBLIC' }));
    const [before] = await listPublic(); // cached from here on
    expect(before?.stickerCount).toBe(6);
    expect(
      (await json(await GET_PUBLIC(jsonRequest('/x', 'GET'), params({ reference: pack.reference })))).result
        .stickers,
    ).toHaveLength(6);

    await deleteSticker(stickers[1]?.reference as string);
    await deleteSticker(stickers[2]?.reference as string);

    const rest = refs(stickers).filter((_, i) => i !== 1 && i !== 2);
    expect(await positions(pack.reference)).toEqual([0, 1, 2, 3]);
    expect((await getOwn(pack.reference)).stickerReferences).toEqual(rest);
    const own = (await listOwn()).find((p) => p.reference === pack.reference);
    expect(own?.stickers.map((s) => s.reference)).toEqual(rest);
    expect(own?.stickerCount).toBe(4);
    const [pub] = await listPublic();
    expect(pub?.stickerCount).toBe(4);
    expect(pub?.stickers.map((s) => s.reference)).toEqual(rest);
    const page = await json(
      await GET_PUBLIC(jsonRequest('/x', 'GET'), params({ reference: pack.reference })),
    );
    expect(page.result.stickerReferences).toEqual(rest);
  });

  it('a pack with no sticker left: out of public listings, still its owner’s, and it can be refilled', async () => {
    session.user = await makeUser(db(), 100);
    const stickers = await makeStickers(db(), session.user.id, 3);
    const pack = await createOk(
      packBody(refs(stickers).slice(0, 2), { name: `${token} gone`, visibility: 'PUBLIC' }),
    );
    expect((await listPublic()).map((p) => p.name)).toContain(`${token} gone`);

    for (const s of stickers.slice(0, 2)) await deleteSticker(s.reference);

    expect((await listPublic()).map((p) => p.name)).not.toContain(`${token} gone`);
    expect(await getOwn(pack.reference)).toMatchObject({ stickerCount: 0, stickers: [] });
    expect((await listOwn()).find((p) => p.reference === pack.reference)?.stickerCount).toBe(0);
    const refill = await PUT(
      jsonRequest(`/v1/sticker-packs/${pack.reference}`, 'PUT', {
        name: `${token} gone`,
        stickerReferences: [stickers[2]?.reference],
      }),
      params({ reference: pack.reference }),
    );
    expect(refill.status).toBe(200);
    expect((await listPublic()).map((p) => p.name)).toContain(`${token} gone`);
  });
});

describe('list items', () => {
  it('name their cover even when it is beyond the preview of 4', async () => {
    session.user = await makeUser(db(), 100);
    const stickers = await makeStickers(db(), session.user.id, 6);
    const cover = stickers[5]?.reference as string;
    const pack = await createOk(packBody(refs(stickers), { coverStickerReference: cover }));
    const item = (await listOwn()).find((p) => p.reference === pack.reference);
    expect(item?.stickers).toHaveLength(4);
    expect(item?.coverStickerReference).toBe(cover);
  });
});
