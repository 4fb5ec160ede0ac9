import 'server-only';
import { createClerkClient } from '@clerk/backend';
import { eq } from 'drizzle-orm';
import { authUser } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';

// An account's deletion (lib/account) ends its identity: the embedded account row (its sessions and
// password go with it, by cascade) or the Clerk user. Both may be repeated: what is gone is done.

export async function deleteEmbeddedIdentity(db: DbOrTx, subject: string): Promise<void> {
  await db.delete(authUser).where(eq(authUser.id, subject));
}

export async function deleteClerkIdentity(subject: string): Promise<void> {
  const clerk = env().clerk;
  if (!clerk) throw new Error('Clerk is not configured');
  try {
    await createClerkClient({ secretKey: clerk.secretKey, apiUrl: clerk.apiUrl }).users.deleteUser(subject);
  } catch (err) {
    if ((err as { status?: number }).status === 404) return;
    throw err;
  }
}
