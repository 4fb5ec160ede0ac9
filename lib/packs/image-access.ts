import 'server-only';
import { and, eq } from 'drizzle-orm';
import { stickerPackItems, stickerPacks } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { syncStickerImages } from '@/lib/stickers/image-access';

/**
 * After a pack of this owner was made, changed or deleted: a public pack shows all of its stickers
 * to everyone, so their images must be public, and a sticker no public pack holds any more goes
 * back to private files (lib/stickers/image-access.ts). Checks all of the owner's stickers, so a
 * move an earlier change could not finish is made by the next one.
 */
export async function syncPackStickerImages(db: DbOrTx, userId: string): Promise<number> {
  const held = await db
    .selectDistinct({ id: stickerPackItems.stickerId })
    .from(stickerPackItems)
    .innerJoin(stickerPacks, eq(stickerPacks.id, stickerPackItems.packId))
    .where(and(eq(stickerPacks.userId, userId), eq(stickerPacks.visibility, 'PUBLIC')));
  return syncStickerImages(
    db,
    userId,
    held.map((r) => r.id),
  );
}
