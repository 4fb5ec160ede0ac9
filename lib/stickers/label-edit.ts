import 'server-only';
import { and, eq } from 'drizzle-orm';
import { LABEL_EDIT_LIMITS, LABEL_EDIT_MESSAGES, type LabelEdit } from '@/lib/contracts/label-edits';
import { stickers } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { hitRateLimit } from '@/lib/limits/counters';
import { previewSticker, relabelSticker } from '@/lib/media/sticker/relabel';
import { accessOfKey } from '@/lib/storage';
import { stickerRedrawn } from './events';
import { loadLayer } from './layer-files';
import { deleteStickerFiles } from './lifecycle';
import { publicStickersChanged } from './public-scope';
import * as q from './queries';
import { toStickerDto } from './serialize';
import type { StickerSpec } from './spec';
import { newStickerImageKey, storeStickerFiles } from './thumbnail';

// Label edits (docs/product-rules.md): the label is drawn again on the sticker's kept figure, so an
// edit is free (no model runs; the ledger is never touched) and rate-limited per person instead.

async function limit(db: DbOrTx, userId: string, kind: 'save' | 'preview') {
  const max = kind === 'save' ? LABEL_EDIT_LIMITS.savesPerWindow : LABEL_EDIT_LIMITS.previewsPerWindow;
  const hit = await hitRateLimit(db, `label-${kind}:${userId}`, LABEL_EDIT_LIMITS.windowSeconds);
  if (hit.count > max) {
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError('RATE_LIMITED', LABEL_EDIT_MESSAGES.tooMany, { retryAfter });
  }
}

function withLabel(spec: unknown, edit: LabelEdit): StickerSpec | null {
  if (!spec) return null;
  const s = spec as StickerSpec;
  const { color, outline, placement } = edit;
  return {
    ...s,
    entry: { ...s.entry, labelText: edit.text },
    labelLanguage: edit.language,
    labelLook: { color, outline, placement },
  };
}

/** The owner's finished sticker and its kept layer: 404 for anyone else's, 409 while drawn or without a layer. */
async function editable(db: DbOrTx, userId: string, reference: string) {
  const row = await q.findOwn(db, userId, reference);
  if (!row) throw notFound('Sticker not found');
  if (row.status !== 'CREATED' || !row.imageKey)
    throw new ApiError('CONFLICT', LABEL_EDIT_MESSAGES.busy, { reason: 'NOT_FINISHED' });
  const kept = await loadLayer(row);
  if (!kept || !row.label)
    throw new ApiError('CONFLICT', LABEL_EDIT_MESSAGES.noLayer, { reason: 'NO_LAYER' });
  return { row, kept };
}

/** GET /v1/stickers/{reference}/label: the label as drawn now, or null when it cannot be edited. */
export async function getStickerLabel(db: DbOrTx, userId: string, reference: string) {
  const row = await q.findOwn(db, userId, reference);
  if (!row) throw notFound('Sticker not found');
  return { label: row.layerKey && row.layer ? row.label : null };
}

/** The sticker as it would look with this label (WebP, for the screen only; nothing is stored). */
export async function previewStickerLabel(db: DbOrTx, userId: string, reference: string, edit: LabelEdit) {
  await limit(db, userId, 'preview');
  const { kept } = await editable(db, userId, reference);
  return previewSticker(kept.figure, kept.layout, edit);
}

/**
 * PUT /v1/stickers/{reference}/label: a new drawing at a new address in the space its images are in
 * now (a public image gets a new public key, a private one stays private), the row moved to it only
 * if it still shows the drawing this edit started from, then the old files go and everything that
 * shows the sticker follows (packs, their public pages, their Telegram sets: the stickers/redrawn listeners).
 */
export async function saveStickerLabel(db: DbOrTx, userId: string, reference: string, edit: LabelEdit) {
  await limit(db, userId, 'save');
  const { row, kept } = await editable(db, userId, reference);
  const image = await relabelSticker(kept.figure, kept.layout, edit);
  const files = await storeStickerFiles(newStickerImageKey(row), image);
  const [updated] = await db
    .update(stickers)
    .set({
      ...files,
      label: edit,
      labelText: edit.text,
      language: edit.language,
      // A later regeneration draws this label, in this look, on its new figure.
      spec: withLabel(row.spec, edit),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(stickers.id, row.id),
        eq(stickers.status, 'CREATED'),
        eq(stickers.imageKey, row.imageKey as string),
      ),
    )
    .returning();
  if (!updated) {
    await deleteStickerFiles(files);
    throw new ApiError('CONFLICT', LABEL_EDIT_MESSAGES.busy, { reason: 'CHANGED' });
  }
  await deleteStickerFiles({ imageKey: row.imageKey, thumbKey: row.thumbKey });
  if (row.visibility === 'PUBLIC' || accessOfKey(files.imageKey) === 'public')
    await publicStickersChanged(db);
  await stickerRedrawn.emit(db, { userId, stickerId: row.id });
  return toStickerDto(updated);
}
