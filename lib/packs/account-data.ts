import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { stickerPackItems, stickerPacks } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { publicPacksChanged } from './public-cache';

// What an account's deletion and its data export (lib/account) need of the user's packs.

export async function listPacksOfUser(db: DbOrTx, userId: string) {
  const packs = await db
    .select({
      id: stickerPacks.id,
      reference: stickerPacks.reference,
      publicId: stickerPacks.publicId,
      name: stickerPacks.name,
      description: stickerPacks.description,
      visibility: stickerPacks.visibility,
      coverStickerId: stickerPacks.coverStickerId,
      createdAt: stickerPacks.createdAt,
    })
    .from(stickerPacks)
    .where(eq(stickerPacks.userId, userId))
    .orderBy(asc(stickerPacks.createdAt), asc(stickerPacks.id));
  const items = packs.length
    ? await db
        .select()
        .from(stickerPackItems)
        .where(
          inArray(
            stickerPackItems.packId,
            packs.map((p) => p.id),
          ),
        )
        .orderBy(asc(stickerPackItems.position))
    : [];
  return packs.map((p) => ({
    ...p,
    stickerIds: items.filter((i) => i.packId === p.id).map((i) => i.stickerId),
  }));
}

/** Takes every public pack of the user out of public view at once (the first step of a deletion). */
export async function hidePacksOfUser(db: DbOrTx, userId: string): Promise<number> {
  const hidden = await db
    .update(stickerPacks)
    // A new version: an edit made from the old one cannot make the pack public again.
    .set({ visibility: 'PRIVATE', version: sql`${stickerPacks.version} + 1` })
    .where(and(eq(stickerPacks.userId, userId), eq(stickerPacks.visibility, 'PUBLIC')))
    .returning({ id: stickerPacks.id });
  if (hidden.length) await publicPacksChanged(db);
  return hidden.length;
}
