import 'server-only';
import { confirmFreshSignIn } from '@/lib/auth/reauth';
import { deleteEmbeddedIdentity } from '@/lib/auth/identity-deletion';
import type { Database } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { sendEvent } from '@/lib/jobs/runtime';
import { hidePacksOfUser } from '@/lib/packs/account-data';
import { hideStickersOfUser } from '@/lib/stickers/account-data';
import type { UserRow } from '@/lib/users/service';
import { detachUserIdentity } from '@/lib/users/account-data';
import type { DeleteAccountRequest } from '@/lib/contracts/account';
import { confirmationMatches } from '@/lib/contracts/account';
import * as q from './queries';

/**
 * "Delete my account" (docs/product-rules.md, "Your data"). After the typed confirmation and a fresh
 * sign-in, one transaction makes the account disappear from view at once: its public stickers and
 * packs become private, the user row is detached from its sign-in, and an embedded account's
 * identity (sessions, password) is deleted — the e-mail may sign up again straight away, as a new
 * person. The rest (Telegram sets, files, ledger, rows) is the job's, resumable by the sweeper.
 */
export async function requestAccountDeletion(
  db: Database,
  user: UserRow,
  input: DeleteAccountRequest,
  headers: Headers,
) {
  if (!confirmationMatches(input.confirmation, user.email))
    throw new ApiError('VALIDATION_ERROR', 'The confirmation does not match', [
      { path: 'confirmation', message: 'confirmationMismatch', code: 'custom' },
    ]);
  const who = { provider: user.authProvider, subject: user.authSubject };
  const fresh = await confirmFreshSignIn(db, who, headers, input.password);
  if (fresh === 'locked')
    throw new ApiError('RATE_LIMITED', 'Too many wrong passwords. Please try again later.');
  if (fresh !== 'ok')
    throw new ApiError('FORBIDDEN', 'Please confirm it is you: sign in again', { reason: fresh });
  if (user.activeHolds > 0)
    throw new ApiError('CONFLICT', 'Something is still being created. Try again when it is done.');
  const deletion = await hideAndDetach(db, user);
  await sendEvent('account/delete.requested', { userId: user.id, deletionId: deletion.id });
  return { id: deletion.id, state: deletion.state };
}

/**
 * The first step, shared with a deletion the identity provider started (provider-deletion.ts): the
 * deletion recorded (once per user), public stickers and packs made private, the row detached from
 * its sign-in and an embedded identity deleted, in one transaction.
 */
export async function hideAndDetach(db: Database, user: UserRow) {
  const who = { provider: user.authProvider, subject: user.authSubject };
  return db.transaction(async (tx) => {
    const row = await q.startDeletion(tx, {
      userId: user.id,
      authProvider: who.provider,
      authSubject: who.subject,
    });
    await hideStickersOfUser(tx, user.id);
    await hidePacksOfUser(tx, user.id);
    await detachUserIdentity(tx, user.id, row.id);
    if (who.provider === 'embedded') await deleteEmbeddedIdentity(tx, who.subject);
    return row;
  });
}
