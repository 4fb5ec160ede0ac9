import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as PUBLIC_PACK } from '@/app/v1/sticker-packs/public/[reference]/route';
import { GET as PUBLIC_PACKS } from '@/app/v1/sticker-packs/public/route';
import { GET as OWN_PACK } from '@/app/v1/sticker-packs/[reference]/route';
import { GET as PUBLIC_STICKERS } from '@/app/v1/stickers/public/route';
import type { PackDto } from '@/lib/contracts/packs';
import type { PublicStickerDto } from '@/lib/contracts/stickers';
import type { Connection } from '@/lib/db/connect';
import { stickerAnimations } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import type { AnimatedSticker } from '@/lib/media/animation';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { storeAnimationFiles } from '@/lib/stickers/animation-files';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeStickers, makeUser, params, session, tempDir } from './packs-helpers';
import { makePack } from './publishing-helpers';
import { callerFrom } from '../helpers/caller';

// What visitors see of animated stickers (docs/animated-stickers.md): public reads (the public pack,
// public pack lists, explore's stickers) carry an animation's video, animated WebP and poster only
// when those files are public; a private sticker's animation reaches its owner alone.
callerFrom(session);

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('public-animations-')) });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

// The files' bytes do not matter to these reads; each test stores its own under fresh keys.
const FAKE: AnimatedSticker = {
  webm: Buffer.from('webm'),
  webp: Buffer.from('webp'),
  thumb: Buffer.from('thumb'),
  poster: Buffer.from('poster'),
} as AnimatedSticker;

/** An animation row for the sticker, its files stored in the space of `filesBeside`'s image. */
async function animate(db: Database, sticker: { id: string; userId: string }, filesBeside: string) {
  const files = await storeAnimationFiles({ userId: sticker.userId, imageKey: filesBeside }, FAKE);
  await db.insert(stickerAnimations).values({
    stickerId: sticker.id,
    userId: sticker.userId,
    preset: 'bounce',
    shownPreset: 'bounce',
    status: 'CREATED',
    holdKey: `test-animate:${sticker.id}`,
    cost: 0,
    ...files,
  });
  return files;
}

const data = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()).data;
};
const publicPack = async (reference: string) =>
  (
    await data(
      await PUBLIC_PACK(jsonRequest(`/v1/sticker-packs/public/${reference}`, 'GET'), params({ reference })),
    )
  ).result as PackDto;
const ownPack = async (reference: string) =>
  (await data(await OWN_PACK(jsonRequest(`/v1/sticker-packs/${reference}`, 'GET'), params({ reference }))))
    .result as PackDto;
const publicPacks = async (q: string) =>
  (await data(await PUBLIC_PACKS(jsonRequest(`/v1/sticker-packs/public?q=${q}`, 'GET'), params())))
    .items as PackDto[];
const publicStickers = async (q: string) =>
  (await data(await PUBLIC_STICKERS(jsonRequest(`/v1/stickers/public?q=${q}`, 'GET'), params())))
    .items as PublicStickerDto[];

describe('animated stickers on public reads', () => {
  it('a public animated sticker carries its public video, animated WebP and poster everywhere', async () => {
    const user = await makeUser(conn.db, 100);
    const [still, moving] = await makeStickers(conn.db, user.id, 2, {
      visibility: 'PUBLIC',
      names: ['Quiet otter', 'Dancing otter'],
    });
    if (!still || !moving) throw new Error('no stickers');
    const files = await animate(conn.db, moving, moving.imageKey as string);
    const pack = await makePack(conn.db, user.id, [still.reference, moving.reference], {
      name: 'Otters move',
      visibility: 'PUBLIC',
    });

    const expected = {
      video: expect.stringContaining(files.videoKey),
      animatedWebp: expect.stringContaining(files.animatedWebpKey),
      poster: expect.stringContaining(files.posterKey),
    };
    const shown = await publicPack(pack.reference);
    expect(shown.stickers.map((s) => s.animation)).toEqual([undefined, expected]);
    for (const url of Object.values(shown.stickers[1]?.animation ?? {}))
      expect(url).not.toContain('private/');

    const [listed] = await publicPacks('Otters move');
    expect(listed?.stickers.map((s) => s.animation)).toEqual([undefined, expected]);

    const stickers = await publicStickers('otter');
    expect(stickers.find((s) => s.reference === moving.reference)?.animation).toEqual(expected);
    expect(stickers.find((s) => s.reference === still.reference)?.animation).toBeUndefined();
  });

  it("a private animation's addresses reach its owner only, never a public read", async () => {
    const user = await makeUser(conn.db, 100);
    const [mine] = await makeStickers(conn.db, user.id, 1, { names: ['Secret fox'] });
    const [shared] = await makeStickers(conn.db, user.id, 1, { visibility: 'PUBLIC', names: ['Shared fox'] });
    if (!mine || !shared) throw new Error('no stickers');
    // The owner's private sticker, animated: its files are owner-only.
    const own = await animate(conn.db, mine, mine.imageKey as string);
    const privatePack = await makePack(conn.db, user.id, [mine.reference], { name: 'Foxes at home' });
    session.user = user;
    const seen = (await ownPack(privatePack.reference)).stickers[0]?.animation;
    expect(seen?.video).toContain(`private/${user.id}/`);
    expect(seen?.video).toContain(own.videoKey);

    // A public sticker whose animation's files are still in the owner's space (a move not yet
    // done): public reads show it still, and no response names those files.
    const pack = await makePack(conn.db, user.id, [shared.reference], {
      name: 'Foxes abroad',
      visibility: 'PUBLIC',
    });
    const stale = await animate(conn.db, shared, mine.imageKey as string);
    session.user = null;
    const shown = await publicPack(pack.reference);
    expect(shown.stickers.map((s) => s.reference)).toEqual([shared.reference]);
    expect(shown.stickers[0]?.animation).toBeUndefined();
    const answers = JSON.stringify([shown, await publicPacks('Foxes'), await publicStickers('fox')]);
    for (const key of [...Object.values(own), ...Object.values(stale)]) expect(answers).not.toContain(key);
    expect(answers).not.toContain('private/');
  });
});
