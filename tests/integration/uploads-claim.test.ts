import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { uploads } from '@/lib/db/schema';
import { ApiError } from '@/lib/errors';
import { localBlobStore } from '@/lib/storage/local';
import {
  claimUploads,
  createUploadUrls,
  deleteUploadFiles,
  purgeStaleUploads,
  readUploadImage,
  receiveUpload,
} from '@/lib/uploads/service';
import type { UserRow } from '@/lib/users/queries';
import { ensureUser } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';
import { listFiles, photo, putRequest, tempDir } from './uploads-helpers';
import { registry } from '@/lib/registry';

let conn: Connection;
let alice: UserRow;
let bob: UserRow;
const blobDir = tempDir('uploads-claim-');

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(blobDir) });
  alice = await ensureUser(conn.db, { provider: 'embedded', subject: 'alice' });
  bob = await ensureUser(conn.db, { provider: 'embedded', subject: 'bob' });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

/** Uploads `n` fixture photos for a user and returns their references. */
async function uploaded(user: UserRow, n: number, now = new Date()) {
  const urls = await createUploadUrls(conn.db, user.id, n, now);
  for (const u of urls) {
    const token = new URL(u.uploadUrl, 'http://x').searchParams.get('token') as string;
    const req = putRequest(u.uploadUrl, photo('chelsea.png'));
    await receiveUpload(
      conn.db,
      { reference: u.reference, token, sessionUserId: null, req, filename: 'x.png' },
      now,
    );
  }
  return urls.map((u) => u.reference);
}

async function rejection(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const statuses = async (refs: string[]) =>
  (await conn.db.select().from(uploads).where(inArray(uploads.reference, refs))).map((r) => r.status);

describe('claimUploads', () => {
  it('returns the photos in order and consumes them once', async () => {
    const refs = await uploaded(alice, 2);
    const claimed = await claimUploads(conn.db, alice.id, refs);
    expect(claimed.map((c) => c.reference)).toEqual(refs);
    expect(claimed[0]).toMatchObject({ width: 451, height: 300 });
    expect(claimed[0]?.storageKey).toMatch(/^private\/[0-9a-f-]{36}\/uploads\//);
    expect((await readUploadImage(claimed[0]?.storageKey as string)).length).toBeGreaterThan(1000);
    expect(await statuses(refs)).toEqual(['CONSUMED', 'CONSUMED']);
    const again = await rejection(claimUploads(conn.db, alice.id, refs));
    expect(again.code).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another user's reference and consumes nothing", async () => {
    const mine = await uploaded(alice, 1);
    const theirs = await uploaded(bob, 1);
    const err = await rejection(claimUploads(conn.db, alice.id, [...mine, ...theirs]));
    expect(err.code).toBe('NOT_FOUND');
    expect(err.status).toBe(404);
    expect(await statuses([...mine, ...theirs])).toEqual(['UPLOADED', 'UPLOADED']);
  });

  it('answers 404 for an unknown reference', async () => {
    const err = await rejection(claimUploads(conn.db, alice.id, ['up_doesNotExist0000']));
    expect(err.status).toBe(404);
  });

  it('refuses slots that were never uploaded, duplicates and more than 3 photos', async () => {
    const [pending] = await createUploadUrls(conn.db, alice.id, 1);
    expect((await rejection(claimUploads(conn.db, alice.id, [pending!.reference]))).code).toBe(
      'VALIDATION_ERROR',
    );
    const [ref] = await uploaded(alice, 1);
    expect((await rejection(claimUploads(conn.db, alice.id, [ref!, ref!]))).message).toBe(
      'The same image was selected twice.',
    );
    expect((await rejection(claimUploads(conn.db, alice.id, ['a', 'b', 'c', 'd']))).message).toBe(
      'You can only upload up to 3 images.',
    );
  });

  it('refuses photos older than the claim window', async () => {
    const [old] = await uploaded(alice, 1, new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect((await rejection(claimUploads(conn.db, alice.id, [old!]))).code).toBe('VALIDATION_ERROR');
  });

  it('lets one of two concurrent claims win', async () => {
    const refs = await uploaded(alice, 1);
    const results = await Promise.allSettled([
      claimUploads(conn.db, alice.id, refs),
      claimUploads(conn.db, alice.id, refs),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('deleting photos', () => {
  it('deleteUploadFiles removes the files and marks the rows, idempotently', async () => {
    const refs = await uploaded(alice, 2);
    const [row] = await conn.db.select().from(uploads).where(eq(uploads.reference, refs[0]!));
    expect(listFiles(blobDir)).toContain(row?.storageKey);
    expect(await deleteUploadFiles(conn.db, refs)).toBe(2);
    expect(listFiles(blobDir)).not.toContain(row?.storageKey);
    expect(await statuses(refs)).toEqual(['DELETED', 'DELETED']);
    expect(await deleteUploadFiles(conn.db, refs)).toBe(0);
  });

  it('purgeStaleUploads deletes photos never used within a day', async () => {
    const [stale] = await uploaded(bob, 1, new Date(Date.now() - 25 * 60 * 60 * 1000));
    const [fresh] = await uploaded(bob, 1);
    expect(await purgeStaleUploads(conn.db)).toBeGreaterThanOrEqual(1);
    expect(await statuses([stale!])).toEqual(['DELETED']);
    expect(await statuses([fresh!])).toEqual(['UPLOADED']);
  });
});
