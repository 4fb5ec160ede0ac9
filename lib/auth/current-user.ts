import 'server-only';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import {
  ensureUser,
  findUserByIdentity,
  type Identity,
  type UserRow,
  syncProfile,
} from '@/lib/users/queries';
import { clerkIdentity, clerkProfile } from './clerk';
import { getEmbeddedAuth } from './embedded';

export type AppUser = UserRow;

async function identityFrom(headers: Headers): Promise<Identity | null> {
  if (env().modes.identity === 'hosted') return clerkIdentity(headers);
  const auth = await getEmbeddedAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null };
  return {
    provider: 'embedded',
    subject: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    imageUrl: u.image ?? null,
  };
}

/**
 * The one way pages, route handlers and the bot learn who is calling: the browser's session cookie
 * or an `Authorization: Bearer` token. Creates our user row on first sign-in.
 */
export async function getCurrentUser(headers: Headers): Promise<AppUser | null> {
  const identity = await identityFrom(headers);
  if (!identity) return null;
  const db = await getDb();
  const existing = await findUserByIdentity(db, identity.provider, identity.subject);
  if (existing) return syncProfile(db, existing, identity);
  const extra = identity.provider === 'clerk' && !identity.email ? await clerkProfile(identity.subject) : {};
  return ensureUser(db, { ...identity, ...extra });
}
