import { afterAll, beforeAll, expect } from 'vitest';
import { GET as GET_PUBLIC } from '@/app/v1/sticker-packs/public/[reference]/route';
import { GET as LIST_PUBLIC } from '@/app/v1/sticker-packs/public/route';
import { DELETE, GET, PUT } from '@/app/v1/sticker-packs/[reference]/route';
import { GET as LIST, POST } from '@/app/v1/sticker-packs/route';
import type { PackDto } from '@/lib/contracts/packs';
import type { Connection } from '@/lib/db/connect';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeStickers, makeUser, params, session, tempDir } from './packs-helpers';
import { registry } from '@/lib/registry';

/**
 * A test database and a private blob folder for one pack test file, plus the pack routes those
 * tests call (as the signed-in session.user). Each file still mocks @/lib/auth/current-user
 * itself: vi.mock is per file.
 */
export function packsSuite(prefix: string) {
  let conn: Connection | undefined;
  beforeAll(async () => {
    conn = await createTestDb();
    registry.override({ storage: localBlobStore(tempDir(prefix)) });
  });
  afterAll(async () => {
    registry.override({ storage: undefined });
    await conn?.close();
  });
  const db = () => (conn as Connection).db;
  const create = (body: unknown) => POST(jsonRequest('/v1/sticker-packs', 'POST', body), params());
  return {
    db,
    create,
    getOwn: (reference: string) =>
      GET(jsonRequest(`/v1/sticker-packs/${reference}`, 'GET'), params({ reference })),
    put: (reference: string, body: unknown) =>
      PUT(jsonRequest(`/v1/sticker-packs/${reference}`, 'PUT', body), params({ reference })),
    del: (reference: string) =>
      DELETE(jsonRequest(`/v1/sticker-packs/${reference}`, 'DELETE'), params({ reference })),
    getPublic: (reference: string) =>
      GET_PUBLIC(jsonRequest(`/v1/sticker-packs/public/${reference}`, 'GET'), params({ reference })),
    listOwn: (query = '') => LIST(jsonRequest(`/v1/sticker-packs${query}`, 'GET'), params()),
    listPublic: (query = '') => LIST_PUBLIC(jsonRequest(`/v1/sticker-packs/public${query}`, 'GET'), params()),
    /** A new signed-in user with `credits` and `stickers` finished stickers. */
    async signIn(credits: number, stickers = 4) {
      session.user = await makeUser(db(), credits);
      const rows = await makeStickers(db(), session.user.id, stickers);
      return { user: session.user, stickers: rows };
    },
    async createOk(body: unknown): Promise<PackDto> {
      const res = await create(body);
      expect(res.status).toBe(201);
      return (await res.json()).data.result;
    },
  };
}
