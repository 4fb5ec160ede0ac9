import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_IMAGES,
  UPLOAD_URL_TTL_MS,
  type UploadResult,
  type UploadUrl,
} from '@/lib/contracts/uploads';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { getStorage, newBlobKey } from '@/lib/storage';
import { readBodyCapped } from '@/lib/http/body';
import { assertSafeImage } from '@/lib/safety/service';
import { sanitizeUploadImage } from './image';
import { uploadMessage } from './messages';
import * as q from './queries';

/** How long an uploaded photo can wait for the character form to be submitted. */
export const UPLOAD_CLAIM_TTL_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function tokenMatches(token: string, storedHash: string) {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /v1/upload-urls/images (docs/product-rules.md). Only the token's hash is stored: the URL is the capability. */
/** Per user: open slots at once, and slots per hour (an upload is kept a day; docs/decisions.md). */
export const UPLOAD_QUOTA = { openSlots: 9, perHour: 30 } as const;
const HOUR_MS = 60 * 60 * 1000;

export async function createUploadUrls(
  db: DbOrTx,
  userId: string,
  amount: number,
  now = new Date(),
): Promise<UploadUrl[]> {
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  const slots = Array.from({ length: amount }, () => ({
    reference: `up_${randomBytes(12).toString('base64url')}`,
    token: randomBytes(32).toString('base64url'),
  }));
  await db.transaction(async (tx) => {
    await q.lockUserUploads(tx, userId);
    const { pending, recent } = await q.countRecentUploads(
      tx,
      userId,
      now,
      new Date(now.getTime() - HOUR_MS),
    );
    if (pending + amount > UPLOAD_QUOTA.openSlots || recent + amount > UPLOAD_QUOTA.perHour) {
      throw new ApiError('RATE_LIMITED', 'Too many uploads at once. Please wait a moment and try again.');
    }
    await q.insertUploads(
      tx,
      slots.map((s) => ({
        reference: s.reference,
        userId,
        tokenHash: hashToken(s.token),
        expiresAt,
        createdAt: now,
      })),
    );
  });
  return slots.map((s) => ({
    uploadUrl: `/api/uploads/${s.reference}?token=${s.token}`,
    reference: s.reference,
    expiresAt: expiresAt.toISOString(),
  }));
}

type ReceiveInput = {
  reference: string;
  token: string;
  sessionUserId: string | null;
  req: Request;
  filename: string;
};

/** The PUT to an upload URL: checks the slot, reads at most 10 MB, cleans and screens the image, stores it privately. */
export async function receiveUpload(
  db: DbOrTx,
  input: ReceiveInput,
  now = new Date(),
): Promise<UploadResult> {
  const row = await q.findUploadByReference(db, input.reference);
  if (!row) throw new ApiError('NOT_FOUND', uploadMessage('notFound'));
  if (!tokenMatches(input.token, row.tokenHash))
    throw new ApiError('FORBIDDEN', uploadMessage('linkInvalid'));
  if (input.sessionUserId && input.sessionUserId !== row.userId)
    throw new ApiError('FORBIDDEN', uploadMessage('linkInvalid'));
  if (row.status !== 'PENDING') throw new ApiError('GONE', uploadMessage('linkUsed'));
  if (row.expiresAt <= now) throw new ApiError('GONE', uploadMessage('linkExpired'));
  if (!(await q.startReceiving(db, row.id, now))) throw new ApiError('GONE', uploadMessage('linkUsed'));

  const { filename } = input;
  let storedKey: string | undefined;
  try {
    const body = await readBodyCapped(
      input.req,
      MAX_UPLOAD_BYTES,
      () => new ApiError('PAYLOAD_TOO_LARGE', uploadMessage('tooLarge', { filename })),
    );
    const image = await sanitizeUploadImage(body, filename);
    // Screened before it is stored: a refused photo is never kept, and nothing has been charged yet.
    await assertSafeImage(image.data);
    storedKey = newBlobKey('uploads', image.ext, row.userId); // the owner's private space
    await getStorage().put(storedKey, image.data, { contentType: image.contentType, access: 'private' });
    const file = {
      contentType: image.contentType,
      sizeBytes: image.data.length,
      width: image.width,
      height: image.height,
    };
    if (!(await q.markUploaded(db, row.id, { storageKey: storedKey, ...file }))) {
      throw new ApiError('GONE', uploadMessage('linkUsed'));
    }
    return { reference: row.reference, width: image.width, height: image.height };
  } catch (err) {
    // A refused file leaves nothing behind, and the link stays usable for a valid file until it expires.
    if (storedKey)
      await getStorage()
        .delete(storedKey)
        .catch(() => {});
    await q.reopenSlot(db, row.id);
    throw err;
  }
}

export type ClaimedUpload = { reference: string; storageKey: string; width: number; height: number };

/**
 * For character creation: every reference must be this user's, fully uploaded and recent. Marks
 * them CONSUMED in one transaction (a savepoint when `db` is already a transaction), so a photo
 * feeds one character only. Someone else's reference answers 404, like a missing one.
 */
export async function claimUploads(
  db: DbOrTx,
  userId: string,
  references: string[],
  now = new Date(),
): Promise<ClaimedUpload[]> {
  if (references.length === 0) return [];
  if (references.length > MAX_UPLOAD_IMAGES) {
    throw new ApiError('VALIDATION_ERROR', uploadMessage('tooMany', { max: MAX_UPLOAD_IMAGES }));
  }
  if (new Set(references).size !== references.length)
    throw new ApiError('VALIDATION_ERROR', uploadMessage('duplicate'));
  return db.transaction(async (tx) => {
    const rows = await q.lockUploadsByReferences(tx, references);
    const claimed = references.map((reference) => {
      const row = rows.find((r) => r.reference === reference);
      if (!row || row.userId !== userId)
        throw new ApiError('NOT_FOUND', uploadMessage('notFound'), { reference });
      if (row.status === 'CONSUMED' || row.status === 'DELETED') {
        throw new ApiError('VALIDATION_ERROR', uploadMessage('linkUsed'), { reference });
      }
      if (row.status !== 'UPLOADED' || !row.storageKey || row.width == null || row.height == null) {
        throw new ApiError('VALIDATION_ERROR', uploadMessage('notReady'), { reference });
      }
      if (now.getTime() - row.createdAt.getTime() > UPLOAD_CLAIM_TTL_MS) {
        throw new ApiError('VALIDATION_ERROR', uploadMessage('linkExpired'), { reference });
      }
      return { id: row.id, reference, storageKey: row.storageKey, width: row.width, height: row.height };
    });
    await q.setUploadsStatus(
      tx,
      claimed.map((c) => c.id),
      'CONSUMED',
    );
    return claimed.map(({ id: _id, ...c }) => c);
  });
}

/** Reads a stored photo (private) for the image pipeline. */
export async function readUploadImage(storageKey: string): Promise<Buffer> {
  const blob = await getStorage().get(storageKey);
  if (!blob) throw new ApiError('NOT_FOUND', uploadMessage('notFound'));
  return blob.data;
}

/** Terms: photos are deleted after processing. Idempotent; returns how many files were removed. */
export async function deleteUploadFiles(db: DbOrTx, references: string[]): Promise<number> {
  const rows = (await q.findUploadsByReferences(db, references)).filter((r) => r.status !== 'DELETED');
  for (const row of rows) {
    if (row.storageKey) await getStorage().delete(row.storageKey);
  }
  await q.setUploadsStatus(
    db,
    rows.map((r) => r.id),
    'DELETED',
  );
  return rows.filter((r) => r.storageKey).length;
}

/** Sweeper: deletes photos that were uploaded but never used within the claim window. */
export async function purgeStaleUploads(db: DbOrTx, now = new Date()): Promise<number> {
  const stale = await q.findStaleUploads(db, new Date(now.getTime() - UPLOAD_CLAIM_TTL_MS));
  return deleteUploadFiles(
    db,
    stale.map((r) => r.reference),
  );
}
