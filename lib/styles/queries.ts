import 'server-only';
import { and, asc, eq, or } from 'drizzle-orm';
import { stickerStyles, userStyles } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

export type StyleRow = typeof stickerStyles.$inferSelect;

export async function listAllStyles(db: DbOrTx): Promise<StyleRow[]> {
  return db.select().from(stickerStyles).orderBy(asc(stickerStyles.order), asc(stickerStyles.reference));
}

export async function listOwnedStyleIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ styleId: userStyles.styleId })
    .from(userStyles)
    .where(eq(userStyles.userId, userId));
  return new Set(rows.map((r) => r.styleId));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By reference, or by id when it looks like one (docs/product-rules.md: "reference (also id in places)"). */
export async function findStyle(db: DbOrTx, idOrReference: string): Promise<StyleRow | undefined> {
  const match = UUID.test(idOrReference)
    ? or(eq(stickerStyles.id, idOrReference), eq(stickerStyles.reference, idOrReference))
    : eq(stickerStyles.reference, idOrReference);
  const [row] = await db.select().from(stickerStyles).where(match).limit(1);
  return row;
}

export async function findStylesByReferences(db: DbOrTx, references: string[]): Promise<StyleRow[]> {
  if (references.length === 0) return [];
  const all = await listAllStyles(db);
  const wanted = new Set(references);
  return all.filter((s) => wanted.has(s.reference));
}

/** Adds the style to the user's styles; false when it was already there. */
export async function addUserStyle(db: DbOrTx, userId: string, styleId: string): Promise<boolean> {
  const rows = await db.insert(userStyles).values({ userId, styleId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function userOwnsStyle(db: DbOrTx, userId: string, styleId: string): Promise<boolean> {
  const [row] = await db
    .select({ styleId: userStyles.styleId })
    .from(userStyles)
    .where(and(eq(userStyles.userId, userId), eq(userStyles.styleId, styleId)))
    .limit(1);
  return !!row;
}
