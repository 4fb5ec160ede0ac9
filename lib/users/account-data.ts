import { and, eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// An account's deletion (lib/account). Its first step detaches the row from its sign-in, so a
// session still alive elsewhere (a snapshot cookie lives up to a minute) finds no user and cannot
// act on the account being deleted; its last step deletes the row, and the rows that hang on it go
// by cascade (docs/product-rules.md, "Your data").

export async function detachUserIdentity(db: DbOrTx, userId: string, deletionId: string): Promise<void> {
  await db
    .update(users)
    .set({ authProvider: 'deleted', authSubject: deletionId })
    .where(eq(users.id, userId));
}

export async function deleteUserRow(db: DbOrTx, userId: string): Promise<boolean> {
  const gone = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return gone.length > 0;
}

/**
 * Rows a session still alive for a deleted sign-in made again (a first request creates the row) —
 * empty, or holding what that session made in its last seconds; they go the same way.
 */
export async function deleteUsersByIdentity(db: DbOrTx, provider: string, subject: string): Promise<number> {
  const gone = await db
    .delete(users)
    .where(and(eq(users.authProvider, provider), eq(users.authSubject, subject)))
    .returning({ id: users.id });
  return gone.length;
}
