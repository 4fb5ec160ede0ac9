import { describe, expect, it } from 'vitest';
import { GET as BLOB } from '@/app/blobs/[...key]/route';
import type { PackDto } from '@/lib/contracts/packs';
import { privatizeCharacterTiles } from '@/lib/characters/image-access';
import { insertCharacter, insertImages, listImages, newReference } from '@/lib/characters/queries';
import { syncPackStickerImages } from '@/lib/packs/image-access';
import { getStorage, newBlobKey } from '@/lib/storage';
import { insertStickers, newReference as newStickerReference } from '@/lib/stickers/queries';
import { makeUser, packBody, refs, session } from './packs-helpers';
import { packsSuite } from './packs-suite';
import { callerFrom } from '../helpers/caller';

// Who may see a sticker decides where its files are (docs/product-rules.md, visibility and images):
// a pack made public moves its private stickers' files to fresh public keys; made private again,
// they move back to the owner's private space and the public address answers 404 at once.
callerFrom(session);

const { db, createOk, put, getOwn, del, signIn } = packsSuite('image-visibility-');

/** GET /blobs/<path> as the current session.user (a cookie stands for the session the mock returns). */
async function fetchBlob(url: string) {
  const path = url.replace(/^\/blobs\//, '');
  const req = new Request(`http://localhost${url}`, { headers: session.user ? { cookie: 's=1' } : {} });
  return BLOB(req, { params: Promise.resolve({ key: path.split('/') }) });
}

async function asUser<T>(user: typeof session.user, fn: () => Promise<T>): Promise<T> {
  const me = session.user;
  session.user = user;
  try {
    return await fn();
  } finally {
    session.user = me;
  }
}

const images = (pack: PackDto) => pack.stickers.map((s) => s.data.image as string);

describe('sticker files follow their packs', () => {
  it('public pack: fresh public addresses; private again: the public ones are 404 at once', async () => {
    const { user, stickers } = await signIn(100, 2);
    const other = await makeUser(db(), 0);
    const privatePack = await createOk(packBody(refs(stickers)));
    const before = images(privatePack);
    for (const url of before) expect(url.startsWith(`/blobs/private/${user.id}/stickers/`)).toBe(true);
    for (const url of before) expect((await fetchBlob(url)).status).toBe(200);
    for (const url of before) expect((await asUser(other, () => fetchBlob(url))).status).toBe(404);
    for (const url of before) expect((await asUser(null, () => fetchBlob(url))).status).toBe(404);

    const res = await put(privatePack.reference, packBody(refs(stickers), { visibility: 'PUBLIC' }));
    expect(res.status).toBe(200);
    const opened = images((await res.json()).data.result);
    for (const url of opened) {
      expect(url).toMatch(/^\/blobs\/stickers\/[0-9a-f]{32}\.webp$/);
      expect((await asUser(null, () => fetchBlob(url))).status).toBe(200);
    }
    // The private copies are gone: even their owner gets the 404 there now.
    for (const url of before) expect((await fetchBlob(url)).status).toBe(404);

    const closed = await put(privatePack.reference, packBody(refs(stickers), { visibility: 'PRIVATE' }));
    expect(closed.status).toBe(200);
    const again = images((await closed.json()).data.result);
    for (const url of opened) {
      const res = await asUser(null, () => fetchBlob(url));
      expect(res.status).toBe(404);
      expect(await getStorage().get(url.replace('/blobs/', ''))).toBeNull();
    }
    for (const url of again) {
      expect(url.startsWith(`/blobs/private/${user.id}/`)).toBe(true);
      expect(before).not.toContain(url);
      const own = await fetchBlob(url);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect((await asUser(other, () => fetchBlob(url))).status).toBe(404);
    }
  });

  it('a sticker stays public while another public pack holds it, and goes private when that one is deleted', async () => {
    const { stickers } = await signIn(100, 1);
    const a = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC' }));
    const b = await createOk(packBody(refs(stickers), { visibility: 'PUBLIC' }));
    const shared = images(b)[0] as string;
    expect(shared).toMatch(/^\/blobs\/stickers\//);
    await put(a.reference, packBody(refs(stickers), { visibility: 'PRIVATE' }));
    expect(images((await (await getOwn(a.reference)).json()).data.result)[0]).toBe(shared);
    expect((await del(b.reference)).status).toBe(200);
    const now = images((await (await getOwn(a.reference)).json()).data.result)[0] as string;
    expect(now).toMatch(/^\/blobs\/private\//);
    expect((await asUser(null, () => fetchBlob(shared))).status).toBe(404);
  });

  it('files stored before the private space existed move there (scripts/private-images.ts)', async () => {
    const { user } = await signIn(0, 1);
    const put = async (key: string) => {
      await getStorage().put(key, Buffer.from('RIFFoldWEBP'), {
        contentType: 'image/webp',
        access: 'public',
      });
      return key;
    };
    const tileKey = await put(newBlobKey('characters', 'webp'));
    const characterId = crypto.randomUUID();
    await insertCharacter(db(), {
      id: characterId,
      reference: newReference(),
      userId: user.id,
      name: 'Old',
      status: 'CREATED',
    });
    await insertImages(db(), [{ characterId, kind: 'tile', reference: newReference(), storageKey: tileKey }]);
    const stickerKey = await put(newBlobKey('stickers', 'webp'));
    await insertStickers(db(), [
      {
        reference: newStickerReference(),
        userId: user.id,
        name: 'Old',
        status: 'CREATED',
        imageKey: stickerKey,
      },
    ]);
    expect((await fetchBlob(`/blobs/${tileKey}`)).status).toBe(200); // the leak being closed

    expect(await privatizeCharacterTiles(db(), user.id)).toBe(1);
    expect(await syncPackStickerImages(db(), user.id)).toBe(1);
    const [tile] = await listImages(db(), [characterId], 'tile');
    expect(tile?.storageKey.startsWith(`private/${user.id}/characters/`)).toBe(true);
    for (const old of [tileKey, stickerKey])
      expect((await asUser(null, () => fetchBlob(`/blobs/${old}`))).status).toBe(404);
    expect((await fetchBlob(`/blobs/${tile?.storageKey}`)).status).toBe(200);
    expect(await privatizeCharacterTiles(db(), user.id)).toBe(0); // idempotent
  });
});
