import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '@/lib/db/types';
import { users } from '@/lib/db/schema';
import { newPublicCode } from './public-code';
import { userRowCache } from './row-cache';

export type Identity = {
  /** 'system' owns the seeded examples: no sign-in path produces it. */
  provider: 'embedded' | 'clerk' | 'system';
  subject: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  imageUrl?: string | null;
};

export type UserRow = typeof users.$inferSelect;

export async function findUserByIdentity(db: DbOrTx, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.authProvider, provider), eq(users.authSubject, subject)))
    .limit(1);
  return row;
}

function prepareSignedInLookup(db: Database) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.authProvider, sql.placeholder('provider')),
        eq(users.authSubject, sql.placeholder('subject')),
      ),
    )
    .limit(1)
    .prepare('find_user_by_identity');
}
const signedInLookups = new WeakMap<Database, ReturnType<typeof prepareSignedInLookup>>();

/**
 * findUserByIdentity for the request path (every signed-in call makes it): from the embedded
 * database's row cache (row-cache.ts), else a statement prepared once per database handle, which
 * skips drizzle's query building and the server's planning (docs/decisions.md).
 */
export async function findSignedInUser(db: Database, provider: string, subject: string) {
  const cache = userRowCache(db);
  const cached = cache?.get(provider, subject);
  if (cached) return cached;
  const readAt = cache?.mark() ?? 0;
  let lookup = signedInLookups.get(db);
  if (!lookup) {
    lookup = prepareSignedInLookup(db);
    signedInLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ provider, subject });
  if (row) cache?.set(provider, subject, row, readAt);
  return row;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByPublicId(db: DbOrTx, publicId: string) {
  const [row] = await db.select().from(users).where(eq(users.publicId, publicId.toUpperCase())).limit(1);
  return row;
}

/** Creates the internal row on first sign-in. Concurrent first requests converge on one row. */
export async function ensureUser(db: DbOrTx, identity: Identity): Promise<UserRow> {
  const existing = await findUserByIdentity(db, identity.provider, identity.subject);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(users)
      .values({
        authProvider: identity.provider,
        authSubject: identity.subject,
        email: identity.email ?? null,
        firstName: identity.firstName ?? null,
        lastName: identity.lastName ?? null,
        imageUrl: identity.imageUrl ?? null,
        publicId: newPublicCode(),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const raced = await findUserByIdentity(db, identity.provider, identity.subject);
    if (raced) return raced;
    // else: the public code collided; draw another
  }
  throw new Error('Could not allocate a unique public code');
}

/** Keeps our copy of the profile in step with the identity provider (names edited in account settings). */
export async function syncProfile(db: DbOrTx, row: UserRow, identity: Identity): Promise<UserRow> {
  const next = {
    email: identity.email ?? row.email,
    firstName: identity.firstName ?? row.firstName,
    lastName: identity.lastName ?? row.lastName,
  };
  if (next.email === row.email && next.firstName === row.firstName && next.lastName === row.lastName)
    return row;
  await db.update(users).set(next).where(eq(users.id, row.id));
  return { ...row, ...next };
}

/**
 * The identity provider's own word on a profile (Clerk's user.updated): every field as given, an
 * absent e-mail keeps ours. Null when no row has that sign-in (never signed in here, or deleted).
 */
export async function replaceProfile(
  db: DbOrTx,
  provider: string,
  subject: string,
  v: { email: string | null; firstName: string | null; lastName: string | null; imageUrl: string | null },
): Promise<UserRow | null> {
  const { email, ...rest } = v;
  const [row] = await db
    .update(users)
    .set(email ? { email, ...rest } : rest)
    .where(and(eq(users.authProvider, provider), eq(users.authSubject, subject)))
    .returning();
  return row ?? null;
}

/** The credit columns of a user row (written only by the ledger's statements, lib/credits). */
export async function findCreditState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ balance: users.balance, held: users.held, activeHolds: users.activeHolds })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
