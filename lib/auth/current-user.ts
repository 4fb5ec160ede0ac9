import 'server-only';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { ensureUser, findSignedInUser, type Identity, type UserRow, syncProfile } from '@/lib/users/queries';
import { clerkIdentity, clerkProfile } from './clerk';
import { getEmbeddedAuth } from './embedded';
import { readSessionSnapshot, type SnapshotConfig, type SnapshotUser } from './session-snapshot';

export type AppUser = UserRow;

const g = globalThis as unknown as { __stickerSnapshotConfig?: Promise<SnapshotConfig> };

/** The secret and cookie names better-auth itself uses (so secure-prefixed names follow APP_URL). */
function snapshotConfig(): Promise<SnapshotConfig> {
  g.__stickerSnapshotConfig ??= getEmbeddedAuth()
    .then((auth) => auth.$context)
    .then((ctx) => ({
      secret: ctx.secret,
      tokenCookie: ctx.authCookies.sessionToken.name,
      dataCookie: ctx.authCookies.sessionData.name,
    }))
    .catch((err) => {
      g.__stickerSnapshotConfig = undefined;
      throw err;
    });
  return g.__stickerSnapshotConfig;
}

async function embeddedUser(headers: Headers): Promise<SnapshotUser | null> {
  const fromSnapshot = readSessionSnapshot(headers, await snapshotConfig());
  if (fromSnapshot) return fromSnapshot;
  // No valid snapshot: better-auth checks the session row and renews the snapshot.
  const auth = await getEmbeddedAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & { firstName?: string | null; lastName?: string | null };
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    image: u.image ?? null,
  };
}

async function identityFrom(headers: Headers): Promise<Identity | null> {
  if (env().modes.identity === 'hosted') return clerkIdentity(headers);
  const u = await embeddedUser(headers);
  if (!u) return null;
  return {
    provider: 'embedded',
    subject: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    imageUrl: u.image,
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
  const existing = await findSignedInUser(db, identity.provider, identity.subject);
  if (existing) return syncProfile(db, existing, identity);
  const extra = identity.provider === 'clerk' && !identity.email ? await clerkProfile(identity.subject) : {};
  return ensureUser(db, { ...identity, ...extra });
}
