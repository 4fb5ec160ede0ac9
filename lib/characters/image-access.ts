import 'server-only';
import { and, eq, isNull, not, sql } from 'drizzle-orm';
import { characterImages, characters } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { copyBlob, getStorage, rekey } from '@/lib/storage';

/**
 * Moves one owner's character tiles that still have public keys (stored before tiles were private)
 * to the owner's private space: a fresh key, then the row, then the old file goes, so the old public
 * address answers 404 (docs/product-rules.md, visibility and images). Tiles shared with an example
 * (a remix's `fromExample`) are the example's and stay. Returns how many moved.
 */
export async function privatizeCharacterTiles(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: characterImages.id, storageKey: characterImages.storageKey })
    .from(characterImages)
    .innerJoin(characters, eq(characters.id, characterImages.characterId))
    .where(
      and(
        eq(characters.userId, userId),
        eq(characterImages.kind, 'tile'),
        not(sql`${characterImages.storageKey} like 'private/%'`),
        isNull(sql`${characterImages.meta}->>'fromExample'`),
      ),
    );
  let moved = 0;
  for (const row of rows) {
    const key = rekey(row.storageKey, userId);
    if (!(await copyBlob(row.storageKey, key))) continue;
    const [updated] = await db
      .update(characterImages)
      .set({ storageKey: key })
      .where(and(eq(characterImages.id, row.id), eq(characterImages.storageKey, row.storageKey)))
      .returning({ id: characterImages.id });
    await getStorage().delete(updated ? row.storageKey : key);
    if (updated) moved++;
  }
  return moved;
}
