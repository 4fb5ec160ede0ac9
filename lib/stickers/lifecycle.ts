import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { capturePart, releasePart } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { getStorage } from '@/lib/storage';
import { findById, type StickerRow, updateInProgress } from './queries';
import { releaseSetAnimation, requestSetAnimation, startSetAnimation } from './set-animation';
import { specOf } from './spec';

// The two ends of one sticker in progress, each one transaction with a conditional UPDATE, so the
// job, its failure handler and the sweeper can race and still settle the sticker's part once:
// CREATED ⇒ its part captured, FAILED_CREATION ⇒ released (docs/product-rules.md: charged only on success).

export type StickerFailure = 'GENERATION_FAILED' | 'GENERATION_TIMEOUT' | 'UNSAFE_CONTENT';

const partOf = (row: { id: string; holdKey: string | null; name: string; spec: unknown }) => ({
  holdKey: row.holdKey as string,
  partKey: row.id,
  credits: specOf(row).cost,
  description: ledgerDetail('sticker', { name: row.name }),
});

/** A drawing's files, and what its label can be drawn again from (null: not kept). */
export type StickerFiles = {
  imageKey: string;
  thumbKey: string | null;
  layerKey?: string | null;
  layer?: StickerRow['layer'];
  label?: StickerRow['label'];
};

/** A sticker's drawing, its small copy and its kept layer, whichever it has. */
export async function deleteStickerFiles(files: {
  imageKey: string | null;
  thumbKey: string | null;
  layerKey?: string | null;
}) {
  const storage = getStorage();
  for (const key of [files.imageKey, files.thumbKey, files.layerKey]) if (key) await storage.delete(key);
}

/** What a drawing came out with, kept in the sticker's `meta`: the drawn parts (renderer ids). */
/** What was drawn: its parts, and its seed (a retry's, when the first render failed). */
export type StickerDrawnMeta = { parts: string[]; seed?: number };

/** In progress → CREATED with its image (and its small copy), and its part captured, together. */
export async function finishSticker(
  db: DbOrTx,
  id: string,
  files: StickerFiles,
  meta?: StickerDrawnMeta,
): Promise<boolean> {
  const previous = await findById(db, id);
  const done = await db.transaction(async (tx) => {
    // A drawing without a kept layer clears the previous drawing's (its label could not follow).
    const row = await updateInProgress(tx, id, {
      status: 'CREATED',
      layerKey: null,
      layer: null,
      label: null,
      ...files,
      errorCode: null,
      ...(meta ? { meta } : {}),
    });
    if (!row) return false;
    if (row.holdKey) await capturePart(tx, partOf(row));
    // A sticker of a set ordered animated: its animation starts now, paid from the same hold.
    return { animation: await startSetAnimation(tx, row) };
  });
  // A regeneration replaced the old drawing: its files go once the new ones are in place.
  if (done && previous?.imageKey && previous.imageKey !== files.imageKey) await deleteStickerFiles(previous);
  if (!done) await deleteStickerFiles(files);
  if (done && done.animation !== null) await requestSetAnimation(db, done.animation);
  return done !== false;
}

/**
 * In progress → FAILED_CREATION and its part released; false when it had already settled. A
 * regeneration that fails keeps the drawing the sticker had (back to CREATED, nothing charged).
 */
export async function failSticker(db: DbOrTx, id: string, errorCode: StickerFailure): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await findById(tx, id);
    const status = before?.imageKey ? 'CREATED' : 'FAILED_CREATION';
    const row = await updateInProgress(tx, id, { status, errorCode });
    if (!row) return false;
    if (row.holdKey) await releasePart(tx, partOf(row));
    await releaseSetAnimation(tx, row);
    return true;
  });
}
