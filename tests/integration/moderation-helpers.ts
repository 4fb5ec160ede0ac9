import { afterAll, beforeAll } from 'vitest';
import { GET as ADMIN_GET, POST as ADMIN_POST } from '@/app/v1/admin/moderation/route';
import { GET as EXAMPLES } from '@/app/v1/characters/examples/route';
import { GET as PACK_EXPORT } from '@/app/v1/sticker-packs/[reference]/export/[kind]/route';
import { GET as PACK_OG } from '@/app/v1/sticker-packs/public/[reference]/og/route';
import { GET as PUBLIC_PACK } from '@/app/v1/sticker-packs/public/[reference]/route';
import { GET as PUBLIC_PACKS } from '@/app/v1/sticker-packs/public/route';
import { GET as PUBLIC_STICKERS } from '@/app/v1/stickers/public/route';
import { POST as REPORT } from '@/app/v1/reports/route';
import type { Connection } from '@/lib/db/connect';
import { forgetEnv } from '@/lib/env';
import { createPack } from '@/lib/packs/service';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeStickers, makeUser, params, session, tempDir } from './packs-helpers';

export { makeStickers, makeUser, session };

export const ADMIN_EMAIL = 'moderator@admins.test';

/** A test database, a blob folder, ADMIN_EMAILS naming ADMIN_EMAIL, and moderation's routes. */
export function moderationSuite(prefix: string) {
  let conn: Connection | undefined;
  beforeAll(async () => {
    conn = await createTestDb();
    registry.override({ storage: localBlobStore(tempDir(prefix)) });
    process.env.ADMIN_EMAILS = ` Someone@else.test , ${ADMIN_EMAIL.toUpperCase()}`;
    forgetEnv();
  });
  afterAll(async () => {
    delete process.env.ADMIN_EMAILS;
    forgetEnv();
    registry.override({ storage: undefined });
    await conn?.close();
  });
  const db = () => (conn as Connection).db;
  const as = async <T>(user: typeof session.user, call: () => Promise<T>) => {
    session.user = user;
    return call();
  };
  const json = async (res: Response) => ({ status: res.status, body: await res.json() });
  return {
    db,
    conn: () => conn as Connection,
    as,
    /** POST /v1/reports as `user`. */
    report: (user: typeof session.user, body: unknown) =>
      as(user, async () => json(await REPORT(jsonRequest('/v1/reports', 'POST', body), params()))),
    adminGet: (user: typeof session.user) =>
      as(user, async () => json(await ADMIN_GET(jsonRequest('/v1/admin/moderation', 'GET'), params()))),
    adminPost: (user: typeof session.user, body: unknown) =>
      as(user, async () =>
        json(await ADMIN_POST(jsonRequest('/v1/admin/moderation', 'POST', body), params())),
      ),
    /** What anyone (signed out) sees of the public API. */
    anonymous: {
      packs: async (q = '') =>
        (await json(await PUBLIC_PACKS(jsonRequest(`/v1/sticker-packs/public${q}`, 'GET'), params()))).body
          .data.items as { reference: string }[],
      stickers: async (q = '') =>
        (await json(await PUBLIC_STICKERS(jsonRequest(`/v1/stickers/public${q}`, 'GET'), params()))).body.data
          .items as { reference: string }[],
      examples: async () =>
        (await json(await EXAMPLES(jsonRequest('/v1/characters/examples', 'GET'), params()))).body.data
          .items as { reference: string }[],
      packStatus: async (reference: string) =>
        (
          await PUBLIC_PACK(
            jsonRequest(`/v1/sticker-packs/public/${reference}`, 'GET'),
            params({ reference }),
          )
        ).status,
      ogStatus: async (reference: string) =>
        (await PACK_OG(jsonRequest(`/v1/sticker-packs/public/${reference}/og`, 'GET'), params({ reference })))
          .status,
      exportStatus: (reference: string) =>
        as(
          null,
          async () =>
            (
              await PACK_EXPORT(
                jsonRequest(`/v1/sticker-packs/${reference}/export/telegram`, 'GET'),
                params({ reference, kind: 'telegram' }),
              )
            ).status,
        ),
    },
    /** A user with a public pack of 2 stickers named `name`. */
    async publicPack(name: string, visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
      const owner = await makeUser(db(), 100);
      const stickers = await makeStickers(db(), owner.id, 2);
      const { pack } = await createPack(db(), owner.id, {
        name,
        description: 'moderation test',
        stickerReferences: stickers.map((s) => s.reference),
        coverStickerReference: null,
        visibility,
      });
      return { owner, pack };
    },
    /** `n` fresh signed-in users. */
    people: (n: number) => Promise.all(Array.from({ length: n }, () => makeUser(db(), 0))),
  };
}
