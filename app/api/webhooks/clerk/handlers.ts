import { deleteAccountOfProvider } from '@/lib/account/provider-deletion';
import { clerkProfileOf, clerkUserIdOf } from '@/lib/auth/clerk-webhook';
import type { Database } from '@/lib/db/types';
import { replaceProfile } from '@/lib/users/service';

// One handler per Clerk event type we subscribe to (README, "Deploying": user.updated and
// user.deleted); any other type is answered 200 and ignored. Someone Clerk knows and we do not
// (never signed in here, or already being deleted) is no error: nothing to do.
export type ClerkOutcome = 'updated' | 'deletion started' | 'unknown user' | 'busy';

type Handler = (db: Database, data: Record<string, unknown>) => Promise<ClerkOutcome>;

export const CLERK_EVENT_HANDLERS: Record<string, Handler> = {
  'user.updated': async (db, data) => {
    const subject = clerkUserIdOf(data);
    if (!subject) return 'unknown user';
    const row = await replaceProfile(db, 'clerk', subject, clerkProfileOf(data));
    return row ? 'updated' : 'unknown user';
  },
  'user.deleted': async (db, data) => {
    const subject = clerkUserIdOf(data);
    if (!subject) return 'unknown user';
    const result = await deleteAccountOfProvider(db, 'clerk', subject);
    if (result === 'unknown') return 'unknown user';
    return result === 'busy' ? 'busy' : 'deletion started';
  },
};
