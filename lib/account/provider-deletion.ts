import 'server-only';
import type { Database } from '@/lib/db/types';
import { sendEvent } from '@/lib/jobs/runtime';
import { findUserBySignIn } from '@/lib/users/service';
import { hideAndDetach } from './deletion';

/**
 * A person the identity provider deleted (Clerk's user.deleted, app/api/webhooks/clerk/route.ts) is
 * deleted here too (docs/product-rules.md, "Your data"): no confirmation or fresh sign-in to ask for,
 * the same first step as "Delete my account" (deletion.ts) and the same job, whose identity step
 * finds the Clerk user gone and takes that as done (lib/auth/identity-deletion.ts).
 * 'unknown' for someone with no row here, or whose row is already detached by a deletion under way:
 * a second call does nothing. 'busy' while something paid is in progress: the caller answers so
 * the provider delivers again later.
 */
export async function deleteAccountOfProvider(
  db: Database,
  provider: 'clerk',
  subject: string,
): Promise<{ started: string } | 'unknown' | 'busy'> {
  const user = await findUserBySignIn(db, provider, subject);
  if (!user) return 'unknown';
  if (user.activeHolds > 0) return 'busy';
  const deletion = await hideAndDetach(db, user);
  await sendEvent('account/delete.requested', { userId: user.id, deletionId: deletion.id });
  return { started: deletion.id };
}
