import 'server-only';
import { PACK_ORDER_MESSAGES, type ReorderPackRequest } from '@/lib/contracts/pack-order';
import type { PackDto } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';
import type { Database } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { stickerSummaries } from '@/lib/stickers/lookup';
import { packChanged } from './events';
import { publicPacksChanged } from './public-cache';
import * as q from './queries';
import { toPackDtos } from './serialize';

/**
 * PUT /v1/sticker-packs/{reference}/order: the same stickers in a new order. Free (nothing is added or
 * removed), applies only to the version it read, and announces the change so the pack's Telegram set
 * follows (lib/sticker-sets/pack-events.ts).
 */
export async function reorderPack(
  db: Database,
  userId: string,
  reference: string,
  input: ReorderPackRequest,
) {
  const pack = await db.transaction(async (tx) => {
    const current = await q.findOwn(tx, userId, reference);
    if (!current) throw notFound('Sticker pack not found');
    const ids = (await q.itemsOf(tx, [current.id])).get(current.id) ?? [];
    const summaries = await stickerSummaries(tx, ids);
    const idOf = new Map(ids.map((id) => [summaries.get(id)?.reference, id]));
    const order = input.stickerReferences.map((ref) => idOf.get(ref));
    if (order.length !== ids.length || order.some((id) => id === undefined))
      throw new ApiError('VALIDATION_ERROR', PACK_ORDER_MESSAGES.notSamePack);
    const updated = await q.updateVersioned(tx, current.id, current.version, {});
    if (!updated) throw new ApiError('CONFLICT', 'This pack was changed elsewhere. Reload it and try again.');
    await q.replaceItems(tx, updated.id, order as string[]);
    return updated;
  });
  if ((pack.visibility as Visibility) === 'PUBLIC') await publicPacksChanged(db);
  await packChanged.emit(db, { userId, packId: pack.id, publicId: pack.publicId, empty: false });
  const [dto] = await toPackDtos(db, [pack], { preview: false });
  return dto as PackDto;
}
