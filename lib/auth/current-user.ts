import 'server-only';
import { getDb } from '@/lib/db';
import { resolve } from '@/lib/registry/slots';
import { signedInUser, type UserRow } from '@/lib/users/service';
import { getIdentitySource } from './identity';

export type AppUser = UserRow;

declare module '@/lib/registry/slots' {
  interface Slots {
    // A slot so that route tests name the caller with registry.override: replacing this module
    // instead (vi.mock) gives each such test file a module graph of its own, loaded afresh.
    currentUser: (headers: Headers) => Promise<AppUser | null>;
  }
}

/**
 * The one way pages, route handlers and the bot learn who is calling: the browser's session cookie
 * or an `Authorization: Bearer` token. Creates our user row on first sign-in.
 */
export function getCurrentUser(headers: Headers): Promise<AppUser | null> {
  return resolve('currentUser', () => identifyCaller)(headers);
}

async function identifyCaller(headers: Headers): Promise<AppUser | null> {
  const source = await getIdentitySource();
  const identity = await source.identify(headers);
  if (!identity) return null;
  const db = await getDb();
  return signedInUser(db, identity, () => source.profile(identity.subject));
}
