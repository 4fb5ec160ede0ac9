import 'server-only';
import { and, eq, inArray, isNotNull, like, ne, not, notInArray, or } from 'drizzle-orm';
import { stickers } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { accessOfKey, copyBlob, getStorage, rekey } from '@/lib/storage';
import { syncAnimationFiles } from './animation-access';
import { thumbKeyFor } from './thumbnail';

// Who may see a sticker's image decides where it is stored (docs/product-rules.md, visibility and
// images): a public sticker, or one in any public pack, has public files; any other has private
// files in its owner's key space. A move is a copy to a fresh key of the other space, then the row,
// then the old files go: a sticker going private stops answering at its old public address at
// once, and one going public gets a public address no cache has seen.

const PRIVATE_KEYS = 'private/%';

/**
 * Moves every image of one owner's stickers that is in the wrong space, given the ids of their
 * stickers held by a public pack (lib/packs/image-access.ts). Returns how many stickers moved.
 */
export async function syncStickerImages(db: DbOrTx, userId: string, inPublicPacks: string[]) {
  const wantedPublic = or(eq(stickers.visibility, 'PUBLIC'), inArray(stickers.id, inPublicPacks));
  const wantedPrivate = and(ne(stickers.visibility, 'PUBLIC'), notInArray(stickers.id, inPublicPacks));
  const misplaced = await db
    .select({ id: stickers.id, imageKey: stickers.imageKey, thumbKey: stickers.thumbKey })
    .from(stickers)
    .where(
      and(
        eq(stickers.userId, userId),
        isNotNull(stickers.imageKey),
        or(
          and(like(stickers.imageKey, PRIVATE_KEYS), wantedPublic),
          and(not(like(stickers.imageKey, PRIVATE_KEYS)), wantedPrivate),
        ),
      ),
    );
  let moved = 0;
  for (const row of misplaced) if (await moveStickerFiles(db, userId, row)) moved++;
  // Animations follow their stickers' images (lib/stickers/animation-access.ts).
  await syncAnimationFiles(db, userId);
  return moved;
}

async function moveStickerFiles(
  db: DbOrTx,
  userId: string,
  row: { id: string; imageKey: string | null; thumbKey: string | null },
): Promise<boolean> {
  if (!row.imageKey) return false;
  const toPublic = accessOfKey(row.imageKey) === 'private';
  const imageKey = rekey(row.imageKey, toPublic ? null : userId);
  const thumbKey = row.thumbKey ? thumbKeyFor(imageKey) : null;
  const storage = getStorage();
  const copied =
    (await copyBlob(row.imageKey, imageKey)) &&
    (!row.thumbKey || !thumbKey || (await copyBlob(row.thumbKey, thumbKey)));
  // Only if the row still shows the files just copied (a regeneration may have replaced them).
  const [updated] = copied
    ? await db
        .update(stickers)
        .set({ imageKey, thumbKey })
        .where(and(eq(stickers.id, row.id), eq(stickers.imageKey, row.imageKey)))
        .returning({ id: stickers.id })
    : [];
  const gone = updated ? [row.imageKey, row.thumbKey] : [imageKey, thumbKey];
  for (const key of gone) if (key) await storage.delete(key);
  return Boolean(updated);
}
