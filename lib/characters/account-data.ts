import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { characterImages, characters } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// What an account's deletion and its data export (lib/account) need of the user's characters.

export async function listCharactersOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: characters.id,
      reference: characters.reference,
      name: characters.name,
      description: characters.description,
      status: characters.status,
      isRemix: characters.isRemix,
      templateReference: characters.templateReference,
      createdAt: characters.createdAt,
    })
    .from(characters)
    .where(eq(characters.userId, userId))
    .orderBy(asc(characters.createdAt), asc(characters.id));
  const images = rows.length
    ? await db
        .select()
        .from(characterImages)
        .where(
          inArray(
            characterImages.characterId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(characterImages.position))
    : [];
  return rows.map((r) => ({
    ...r,
    // A remix's images copied from an example are the example's files, not the user's: they are
    // neither exported nor deleted with the account (lib/characters/service.ts deleteCharacter).
    images: images
      .filter((i) => i.characterId === r.id && !i.meta?.fromExample)
      .map((i) => ({ reference: i.reference, kind: i.kind, storageKey: i.storageKey, position: i.position })),
  }));
}
