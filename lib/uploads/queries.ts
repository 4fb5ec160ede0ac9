import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { uploads } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

export async function insertUploads(
  db: DbOrTx,
  rows: { reference: string; userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }[],
) {
  await db.insert(uploads).values(rows);
}

export async function findUploadByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.reference, reference)).limit(1);
  return row;
}

/** Takes the slot for one PUT: only one request can move it out of PENDING, and only in time. */
export async function startReceiving(db: DbOrTx, id: string, now: Date) {
  const rows = await db
    .update(uploads)
    .set({ status: 'RECEIVING' })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'PENDING'), gt(uploads.expiresAt, now)))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

export async function reopenSlot(db: DbOrTx, id: string) {
  await db
    .update(uploads)
    .set({ status: 'PENDING' })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'RECEIVING')));
}

export async function markUploaded(
  db: DbOrTx,
  id: string,
  file: { storageKey: string; contentType: string; sizeBytes: number; width: number; height: number },
) {
  const rows = await db
    .update(uploads)
    .set({ status: 'UPLOADED', ...file })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'RECEIVING')))
    .returning({ id: uploads.id });
  return rows.length === 1;
}

/** Row locks so two creations cannot consume the same photo. */
export async function lockUploadsByReferences(db: DbOrTx, references: string[]) {
  return db.select().from(uploads).where(inArray(uploads.reference, references)).for('update');
}

export async function setUploadsStatus(db: DbOrTx, ids: string[], status: 'CONSUMED' | 'DELETED') {
  if (ids.length === 0) return;
  await db.update(uploads).set({ status }).where(inArray(uploads.id, ids));
}

export async function findUploadsByReferences(db: DbOrTx, references: string[]) {
  if (references.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.reference, references));
}

/** Photos uploaded but never used for a character, slots stuck mid-upload or never used, older than `before`. */
export async function findStaleUploads(db: DbOrTx, before: Date, limit = 200) {
  return db
    .select()
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        or(eq(uploads.status, 'UPLOADED'), eq(uploads.status, 'RECEIVING'), eq(uploads.status, 'PENDING')),
      ),
    )
    .limit(limit);
}

/** A user's slots still open (PENDING, not expired) and all slots created since `since`. */
export async function countRecentUploads(db: DbOrTx, userId: string, now: Date, since: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${uploads.status} = 'PENDING' and ${uploads.expiresAt} > ${now.toISOString()}::timestamptz)`,
      recent: sql<number>`count(*) filter (where ${uploads.createdAt} > ${since.toISOString()}::timestamptz)`,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return { pending: Number(row?.pending ?? 0), recent: Number(row?.recent ?? 0) };
}

/** Serialises one user's slot requests (a transaction-scoped advisory lock) so quotas hold under races. */
export async function lockUserUploads(db: DbOrTx, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}
