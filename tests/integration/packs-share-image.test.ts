import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as OG } from '@/app/v1/sticker-packs/public/[reference]/og/route';
import { packOgPath } from '@/lib/packs/og';
import type { Connection } from '@/lib/db/connect';
import { createPack, updatePack } from '@/lib/packs/service';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeStickers, makeUser, params, tempDir } from './packs-helpers';
import { registry } from '@/lib/registry';

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('packs-og-')) });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

const og = (reference: string) =>
  OG(jsonRequest(`/v1/sticker-packs/public/${reference}/og`, 'GET'), params({ reference }));

describe('public pack share image', () => {
  it('is a 1200×630 JPEG of a public pack, and a 404 once the pack is private', async () => {
    const user = await makeUser(conn.db, 100);
    const stickers = await makeStickers(conn.db, user.id, 5);
    const refs = stickers.map((s) => s.reference);
    const { pack } = await createPack(conn.db, user.id, {
      name: 'Привет, こんにちは',
      description: '',
      stickerReferences: refs,
      coverStickerReference: null,
      visibility: 'PUBLIC',
    });
    const res = await og(pack.publicId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // No long stale window: a pack made private must not linger in caches (lib/packs/og.ts).
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const firstAddress = packOgPath(pack);
    expect(firstAddress).toMatch(/\/og\?v=[0-9a-z]+$/);
    await new Promise((r) => setTimeout(r, 5));
    const { pack: renamed } = await updatePack(conn.db, user.id, pack.reference, {
      name: 'Renamed',
      stickerReferences: refs,
      visibility: 'PUBLIC',
    });
    expect(packOgPath(renamed)).not.toBe(firstAddress); // an edit is a new address

    await updatePack(conn.db, user.id, pack.reference, {
      name: 'Hidden',
      stickerReferences: refs,
      visibility: 'PRIVATE',
    });
    expect((await og(pack.reference)).status).toBe(404);
    expect((await og('no-such-pack')).status).toBe(404);
  });
});
