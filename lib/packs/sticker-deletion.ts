import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { publicPacksChanged } from './public-cache';
import * as q from './queries';
import { tellTelegram } from './service';

export type HeldBy = Awaited<ReturnType<typeof q.packsHolding>>;

/** Before stickers are deleted: the packs that hold them (their items go with the stickers). */
export const packsHoldingStickers = (db: DbOrTx, stickerIds: string[]): Promise<HeldBy> =>
  q.packsHolding(db, stickerIds);

/**
 * After stickers were deleted (their pack items cascade): each pack that held them gets positions
 * 0…n-1 again, public pages and listings are refreshed, and its Telegram set follows — synced, or
 * deleted when the pack has no sticker left (a set cannot be empty). An empty pack stays its
 * owner's to refill; public listings leave it out (lib/packs/queries listPublic).
 */
export async function onStickersDeleted(db: DbOrTx, packs: HeldBy) {
  if (packs.length === 0) return;
  const ids = packs.map((p) => p.id);
  await q.renumberItems(db, ids);
  if (packs.some((p) => p.visibility === 'PUBLIC')) publicPacksChanged();
  const counts = await q.countsOf(db, ids);
  for (const p of packs) {
    if ((counts.get(p.id) ?? 0) > 0)
      await tellTelegram('pack/sync.requested', { userId: p.userId, packId: p.id });
    else
      await tellTelegram('pack/unpublish.requested', {
        userId: p.userId,
        packId: p.id,
        publicId: p.publicId,
      });
  }
}
