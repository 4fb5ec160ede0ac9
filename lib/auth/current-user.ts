import 'server-only';
import { getDb } from '@/lib/db';
import { ensureUser, findSignedInUser, type UserRow, syncProfile } from '@/lib/users/queries';
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
  const existing = await findSignedInUser(db, identity.provider, identity.subject);
  if (existing) return syncProfile(db, existing, identity);
  const extra = identity.email ? {} : await source.profile(identity.subject);
  return ensureUser(db, { ...identity, ...extra });
}
