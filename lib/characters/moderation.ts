import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { publicScopeChanged } from '@/lib/cache/public-memo';
import type { ModerationState, ModerationSubject } from '@/lib/contracts/moderation';
import { characters } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { type CharacterRow, listImages } from './queries';
import { toCharacterDto } from './serialize';

// What lib/moderation needs of characters. The gallery's characters are the examples (no owner);
// a person's own characters are never public.

/** The cache scope of explore's characters tab (lib/explore/load.ts). */
export const PUBLIC_CHARACTERS_SCOPE = 'public-characters';

async function toSubjects(db: DbOrTx, rows: CharacterRow[]): Promise<ModerationSubject[]> {
  const images = await listImages(
    db,
    rows.map((r) => r.id),
    'tile',
  );
  return rows.map((row) => ({
    kind: 'character',
    id: row.id,
    reference: row.reference,
    ownerId: row.userId,
    isPublic: row.isExample && row.status === 'CREATED',
    moderation: row.moderation as ModerationState | null,
    label: row.name,
    image: toCharacterDto(row, images).avatar,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findCharacterSubject(db: DbOrTx, by: { reference?: string; id?: string }) {
  const where = by.id ? eq(characters.id, by.id) : eq(characters.reference, by.reference ?? '');
  const rows = await db.select().from(characters).where(where).limit(1);
  return (await toSubjects(db, rows))[0];
}

export async function characterSubjects(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return toSubjects(db, await db.select().from(characters).where(inArray(characters.id, ids)));
}

/** The example characters, newest first (the admin page's "recently published"). */
export async function recentPublicCharacters(db: DbOrTx, limit: number) {
  const rows = await db
    .select()
    .from(characters)
    .where(eq(characters.isExample, true))
    .orderBy(desc(characters.createdAt))
    .limit(limit);
  return toSubjects(db, rows);
}

/** Moves the item to `state`; false when it was already there (a racing report, a repeated action). */
export async function setCharacterModeration(db: DbOrTx, id: string, state: ModerationState | null) {
  const rows = await db
    .update(characters)
    .set({ moderation: state })
    .where(and(eq(characters.id, id), sql`${characters.moderation} IS DISTINCT FROM ${state}::text`))
    .returning({ id: characters.id });
  if (rows.length > 0) publicScopeChanged(PUBLIC_CHARACTERS_SCOPE);
  return rows.length > 0;
}
