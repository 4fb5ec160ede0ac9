import 'server-only';
import { captureHold, releaseHold } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { getStorage } from '@/lib/storage';
import { deleteUploadFiles } from '@/lib/uploads/service';
import { deleteImages, findCharacterById, listImages, updateInProgress } from './queries';

// The two ends of a character's life in progress. Each is one transaction with a conditional
// UPDATE, so the job, its failure handler and the sweeper can race and still settle a hold once:
// CREATED ⇒ captured, FAILED_CREATION ⇒ released, never both (docs/product-rules.md: charged only on success).

export type FailureCode = 'GENERATION_FAILED' | 'UNSAFE_CONTENT' | 'NO_SUBJECT' | 'GENERATION_TIMEOUT';

/** PENDING/PROCESSING → FAILED_CREATION and release the hold. False when it had already settled. */
export async function failCharacter(db: DbOrTx, id: string, errorCode: FailureCode): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await updateInProgress(tx, id, { status: 'FAILED_CREATION', errorCode });
    if (!row) return false;
    if (row.holdKey) await releaseHold(tx, row.holdKey);
    return true;
  });
}

/**
 * PENDING/PROCESSING → CREATED and capture the hold, together. A retry after a crash finds the
 * character CREATED and captures again, which the ledger turns into a no-op (exactly once).
 */
export async function finishCharacter(
  db: DbOrTx,
  id: string,
): Promise<'CREATED' | 'FAILED_CREATION' | 'GONE'> {
  return db.transaction(async (tx) => {
    const row =
      (await updateInProgress(tx, id, { status: 'CREATED', progress: 100, errorCode: null })) ??
      (await findCharacterById(tx, id));
    if (!row) return 'GONE';
    if (row.status !== 'CREATED') return 'FAILED_CREATION';
    if (row.holdKey) await captureHold(tx, row.holdKey);
    return 'CREATED';
  });
}

/**
 * Photos are deleted after processing (the terms, docs/product-rules.md), on success and on failure. Remix sources
 * point at the example's files, which stay: only our rows go.
 */
export async function discardSourcePhotos(db: DbOrTx, id: string): Promise<void> {
  const sources = await listImages(db, [id], 'source');
  const uploadRefs = sources
    .map((s) => s.meta?.uploadReference)
    .filter((r): r is string => typeof r === 'string');
  if (uploadRefs.length) await deleteUploadFiles(db, uploadRefs);
  const storage = getStorage();
  for (const s of sources) {
    if (!s.meta?.uploadReference && !s.meta?.fromExample) await storage.delete(s.storageKey);
  }
  await deleteImages(db, id, 'source');
}
