import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { stickers } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { publicStickersChanged } from './public-scope';

// What an account's deletion and its data export (lib/account) need of the user's stickers.

export async function listStickersOfUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: stickers.id,
      reference: stickers.reference,
      name: stickers.name,
      labelText: stickers.labelText,
      description: stickers.description,
      language: stickers.language,
      status: stickers.status,
      visibility: stickers.visibility,
      emoji: stickers.emoji,
      styleReference: stickers.styleReference,
      characterReferences: stickers.characterReferences,
      imageKey: stickers.imageKey,
      thumbKey: stickers.thumbKey,
      createdAt: stickers.createdAt,
    })
    .from(stickers)
    .where(eq(stickers.userId, userId))
    .orderBy(asc(stickers.createdAt), asc(stickers.id));
}

/** Takes every public sticker of the user out of public view at once (the first step of a deletion). */
export async function hideStickersOfUser(db: DbOrTx, userId: string): Promise<number> {
  const hidden = await db
    .update(stickers)
    .set({ visibility: 'PRIVATE' })
    .where(and(eq(stickers.userId, userId), eq(stickers.visibility, 'PUBLIC')))
    .returning({ id: stickers.id });
  if (hidden.length) await publicStickersChanged(db);
  return hidden.length;
}
