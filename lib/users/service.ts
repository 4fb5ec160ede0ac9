import type { Database, DbOrTx } from '@/lib/db/types';
import * as q from './queries';

// The users domain as the rest of the app uses it: auth, credits, Telegram linking and the seeded
// examples ask here; the statements are in queries.ts.
export type { Identity, UserRow } from './queries';

/**
 * The user behind a signed-in identity: found (and its profile kept in step with the identity
 * provider's) or created on first sign-in. `profile` fills in what a provider left out of the
 * identity (an email), asked only for a user we do not know yet.
 */
export async function signedInUser(
  db: Database,
  identity: q.Identity,
  profile: () => Promise<Partial<q.Identity>>,
): Promise<q.UserRow> {
  const existing = await q.findSignedInUser(db, identity.provider, identity.subject);
  if (existing) return q.syncProfile(db, existing, identity);
  const extra = identity.email ? {} : await profile();
  return q.ensureUser(db, { ...identity, ...extra });
}

/** A user that signs in by no provider of ours (the examples' owner): created once. */
export const ensureUser = (db: DbOrTx, identity: q.Identity) => q.ensureUser(db, identity);

export const findUser = (db: DbOrTx, id: string) => q.findUserById(db, id);

/** By sign-in, without creating it (an identity provider's webhook about someone). */
export const findUserBySignIn = (db: DbOrTx, provider: string, subject: string) =>
  q.findUserByIdentity(db, provider, subject);

/** An identity provider's profile change (Clerk's user.updated): null for someone we do not know. */
export const replaceProfile = q.replaceProfile;

/** By the public code a user shares (with the Telegram bot, for one). */
export const findUserByPublicCode = (db: DbOrTx, code: string) => q.findUserByPublicId(db, code);

/** The credit columns, for the ledger (lib/credits), which alone writes them. */
export const findCreditState = (db: DbOrTx, userId: string) => q.findCreditState(db, userId);
