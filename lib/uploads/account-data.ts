import { eq } from 'drizzle-orm';
import { uploads } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// An account's deletion (lib/account) removes the files of every upload slot the user had.
export async function listUploadKeysOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.userId, userId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
