import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import type { AfterStickersDeleted, StickersDeleting } from '@/lib/stickers/events';
import { packChanged } from './events';
import { publicPacksChanged } from './public-cache';
import * as q from './queries';

/**
 * Stickers are being deleted (lib/stickers/events.ts; registered by lib/server/wiring.ts). The packs
 * that hold them are read now, since their items go with the stickers. Once the stickers are gone,
 * each of those packs gets positions 0…n-1 again, public pages and listings are refreshed, and the
 * change is announced (its Telegram set follows: synced, or deleted when the pack has no sticker
 * left). An empty pack stays its owner's to refill; public listings leave it out (queries listPublic).
 */
export async function releaseDeletedStickers(
  db: DbOrTx,
  { stickerIds }: StickersDeleting,
): Promise<AfterStickersDeleted> {
  const packs = await q.packsHolding(db, stickerIds);
  if (packs.length === 0) return undefined;
  return async () => {
    const ids = packs.map((p) => p.id);
    await q.renumberItems(db, ids);
    if (packs.some((p) => p.visibility === 'PUBLIC')) await publicPacksChanged(db);
    const counts = await q.countsOf(db, ids);
    for (const p of packs)
      await packChanged.emit(db, {
        userId: p.userId,
        packId: p.id,
        publicId: p.publicId,
        empty: (counts.get(p.id) ?? 0) === 0,
      });
  };
}
