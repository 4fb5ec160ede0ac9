import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import { characterImages, characters } from '@/lib/db/schema';
import { notModerated } from '@/lib/db/listed';
import type { DbOrTx } from '@/lib/db/types';

export type CharacterRow = typeof characters.$inferSelect;
export type CharacterImageRow = typeof characterImages.$inferSelect;
export type NewCharacterImage = typeof characterImages.$inferInsert;

const IN_PROGRESS = ['PENDING', 'PROCESSING'];

/** Public, URL-safe, unguessable ids for characters and their images. */
export const newReference = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 16);

export async function insertCharacter(db: DbOrTx, values: typeof characters.$inferInsert) {
  const [row] = await db.insert(characters).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertImages(db: DbOrTx, rows: NewCharacterImage[]) {
  if (rows.length === 0) return [];
  return db.insert(characterImages).values(rows).onConflictDoNothing().returning();
}

export async function findCharacterById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(characters).where(eq(characters.id, id)).limit(1);
  return row;
}

/** The caller's own character, or an example (public); someone else's is simply not found. */
export async function findVisibleCharacter(db: DbOrTx, reference: string, userId: string | null) {
  const example = and(eq(characters.isExample, true), notModerated(characters));
  const visible = userId ? or(eq(characters.userId, userId), example) : example;
  const [row] = await db
    .select()
    .from(characters)
    .where(and(eq(characters.reference, reference), visible))
    .limit(1);
  return row;
}

export async function findExampleByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select()
    .from(characters)
    .where(
      and(
        eq(characters.reference, reference),
        eq(characters.isExample, true),
        isNull(characters.userId),
        notModerated(characters),
      ),
    )
    .limit(1);
  return row;
}

export type Cursor = { createdAt: string; id: string };

// Microsecond ISO text: a JS Date would round to milliseconds and make keyset pages skip rows.
const createdAtText = sql<string>`to_char(${characters.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first; keyset on (createdAt, id) so pages never skip or repeat a row. */
export async function listCharactersByUser(
  db: DbOrTx,
  userId: string,
  opts: { limit: number; after?: Cursor },
) {
  const after = opts.after
    ? sql`(${characters.createdAt}, ${characters.id}) < (${opts.after.createdAt}::timestamptz, ${opts.after.id}::uuid)`
    : undefined;
  return db
    .select({ row: characters, cursorAt: createdAtText })
    .from(characters)
    .where(and(eq(characters.userId, userId), after))
    .orderBy(desc(characters.createdAt), desc(characters.id))
    .limit(opts.limit);
}

export async function listExampleCharacters(db: DbOrTx) {
  return db
    .select()
    .from(characters)
    .where(and(eq(characters.isExample, true), eq(characters.status, 'CREATED'), notModerated(characters)))
    .orderBy(asc(characters.name));
}

export async function listImages(db: DbOrTx, characterIds: string[], kind?: 'source' | 'tile') {
  if (characterIds.length === 0) return [];
  return db
    .select()
    .from(characterImages)
    .where(
      and(
        inArray(characterImages.characterId, characterIds),
        kind ? eq(characterImages.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(characterImages.characterId), asc(characterImages.position));
}

export async function deleteImages(db: DbOrTx, characterId: string, kind: 'source' | 'tile') {
  await db
    .delete(characterImages)
    .where(and(eq(characterImages.characterId, characterId), eq(characterImages.kind, kind)));
}

/** Moves an in-progress character on; returns nothing when it already finished or failed. */
export async function updateInProgress(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<CharacterRow, 'status' | 'progress' | 'errorCode' | 'mainTileReference'>>,
) {
  const [row] = await db
    .update(characters)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(characters.id, id), inArray(characters.status, IN_PROGRESS)))
    .returning();
  return row;
}

export async function listInProgressCharacters(db: DbOrTx, opts: { updatedBefore?: Date }) {
  return db
    .select()
    .from(characters)
    .where(
      and(
        inArray(characters.status, IN_PROGRESS),
        opts.updatedBefore ? lt(characters.updatedAt, opts.updatedBefore) : undefined,
      ),
    )
    .orderBy(asc(characters.createdAt));
}

export async function deleteCharacterRow(db: DbOrTx, id: string, statuses: string[]) {
  const [row] = await db
    .delete(characters)
    .where(and(eq(characters.id, id), inArray(characters.status, statuses)))
    .returning({ id: characters.id });
  return row;
}
