import 'server-only';
import { listCharactersOfUser } from '@/lib/characters/account-data';
import type { DbOrTx } from '@/lib/db/types';
import { listStickersOfUser } from '@/lib/stickers/account-data';
import { listAnimationKeysOfUser } from '@/lib/stickers/animation-access';
import { getStorage } from '@/lib/storage';
import { listUploadKeysOfUser } from '@/lib/uploads/account-data';
import { listExportKeys } from './queries';

/**
 * Every stored object of the user, in every store: the files their rows name (stickers and their
 * small copies, character images but an example's, uploads, exports) and whatever the private
 * store holds under their own folder. A profile picture is only an address of one of our files
 * (lib/auth/profile-rules.ts), possibly someone else's: it is not the user's to delete.
 */
export async function listUserObjects(db: DbOrTx, userId: string) {
  const keys = new Set<string>();
  for (const s of await listStickersOfUser(db, userId))
    for (const k of [s.imageKey, s.thumbKey]) if (k) keys.add(k);
  for (const k of await listAnimationKeysOfUser(db, userId)) keys.add(k);
  for (const c of await listCharactersOfUser(db, userId)) for (const i of c.images) keys.add(i.storageKey);
  for (const k of await listUploadKeysOfUser(db, userId)) keys.add(k);
  for (const k of await listExportKeys(db, userId)) keys.add(k);
  for (const k of await getStorage().listPrivate(userId)) keys.add(k);
  return [...keys];
}

export async function deleteUserObjects(db: DbOrTx, userId: string) {
  const storage = getStorage();
  const keys = await listUserObjects(db, userId);
  for (const key of keys) await storage.delete(key);
  return keys.length;
}
