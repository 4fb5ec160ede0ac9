import 'server-only';
import { getDb } from '@/lib/db';
import { signedInUser, type UserRow } from '@/lib/users/service';
import { getIdentitySource } from './identity';

export type AppUser = UserRow;

/**
 * The one way pages, route handlers and the bot learn who is calling: the browser's session cookie
 * or an `Authorization: Bearer` token. Creates our user row on first sign-in.
 */
export async function getCurrentUser(headers: Headers): Promise<AppUser | null> {
  const source = await getIdentitySource();
  const identity = await source.identify(headers);
  if (!identity) return null;
  const db = await getDb();
  return signedInUser(db, identity, () => source.profile(identity.subject));
}
