import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { PUT } from '@/app/api/uploads/[reference]/route';
import { POST } from '@/app/v1/upload-urls/images/route';
import type { UploadUrl } from '@/lib/contracts/uploads';
import type { Connection } from '@/lib/db/connect';
import { uploads } from '@/lib/db/schema';
import { localBlobStore } from '@/lib/storage/local';
import { ensureUser } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';
import { jsonRequest, putRequest, session, tempDir } from './uploads-helpers';
import { registry } from '@/lib/registry';

const noParams = { params: Promise.resolve({}) };

/**
 * A test database, a private blob folder and a signed-in uploader for one upload test file, plus
 * the calls those tests make. (Each file still mocks @/lib/auth/current-user itself: vi.mock is per file.)
 */
export function uploadsSuite(prefix: string) {
  let conn: Connection | undefined;
  const blobDir = tempDir(prefix);
  beforeAll(async () => {
    conn = await createTestDb();
    registry.override({ storage: localBlobStore(blobDir) });
  });
  // A fresh uploader per test: each starts within the per-user upload quotas.
  beforeEach(async () => {
    session.user = await ensureUser((conn as Connection).db, {
      provider: 'embedded',
      subject: `uploader-${randomUUID()}`,
    });
  });
  afterAll(async () => {
    registry.override({ storage: undefined });
    await conn?.close();
  });

  const db = () => (conn as Connection).db;
  const requestUrls = (amount: unknown) =>
    POST(jsonRequest('/v1/upload-urls/images', 'POST', { amount }), noParams);
  const oneUrl = async (): Promise<UploadUrl> => {
    const res = await requestUrls(1);
    expect(res.status).toBe(200);
    const [url] = (await res.json()).data.result as UploadUrl[];
    return url as UploadUrl;
  };
  const put = (
    url: Pick<UploadUrl, 'uploadUrl' | 'reference'>,
    body: BodyInit,
    headers: Record<string, string> = {},
  ) =>
    PUT(putRequest(url.uploadUrl, body, headers), { params: Promise.resolve({ reference: url.reference }) });
  const rowOf = async (reference: string) =>
    (await db().select().from(uploads).where(eq(uploads.reference, reference)))[0];
  const storedFile = async (reference: string) => {
    const row = await rowOf(reference);
    expect(row?.status).toBe('UPLOADED');
    return { row, file: (await localBlobStore(blobDir).get(row?.storageKey as string))?.data as Buffer };
  };
  return { db, blobDir, requestUrls, oneUrl, put, rowOf, storedFile };
}
