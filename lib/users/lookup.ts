import { eq, inArray, or, sql } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Look-ups for operators (lib/moderation, its CLI): no 'server-only', the CLI runs under tsx.

/** A person by email (any case) or by user code. */
export async function findUserByEmailOrCode(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, publicId: users.publicId })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${key})`, eq(users.publicId, key.toUpperCase())))
    .limit(1);
  return row;
}

export async function userContacts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { email: string | null; publicId: string }>();
  const rows = await db
    .select({ id: users.id, email: users.email, publicId: users.publicId })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { email: r.email, publicId: r.publicId }]));
}
