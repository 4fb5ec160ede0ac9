import 'server-only';
import { deleteClerkIdentity, deleteEmbeddedIdentity } from '@/lib/auth/identity-deletion';
import { anonymiseLedgerOfUser } from '@/lib/credits/account-data';
import { getDb } from '@/lib/db';
import type { EventData } from '@/lib/jobs/events';
import type { Step } from '@/lib/jobs/types';
import { listPacksOfUser } from '@/lib/packs/account-data';
import { deleteTelegramSetsOfPacks } from '@/lib/sticker-sets/account-sets';
import { deleteUserRow, deleteUsersByIdentity } from '@/lib/users/account-data';
import { deleteUserObjects } from './files';
import * as q from './queries';

// account/delete.requested: the rest of a deletion after its first step (lib/account/deletion.ts).
// Every step can run again after a crash or a retry and finds what is left to do: identities and
// sets already gone are done, files already deleted are not there, ledger rows already detached are
// no longer the user's, and the user row goes last, with everything that hangs on it (cascade).

export async function runAccountDeletion(data: EventData<'account/delete.requested'>, step: Step) {
  const db = await getDb();
  const deletion = await q.findDeletion(db, data.deletionId);
  if (!deletion || deletion.userId !== data.userId) return { skipped: 'no such deletion' };
  if (deletion.state === 'DONE') return { skipped: 'done already' };
  const { userId } = deletion;
  const done = async <T>(id: string, fn: () => Promise<T>) =>
    step.run(id, async () => {
      const out = await fn();
      await q.touchDeletion(await getDb(), deletion.id);
      return out;
    });

  await done('identity', async () => {
    if (deletion.authProvider === 'clerk') await deleteClerkIdentity(deletion.authSubject);
    else if (deletion.authProvider === 'embedded')
      await deleteEmbeddedIdentity(await getDb(), deletion.authSubject);
    return true;
  });
  const sets = await done('telegram-sets', async () => {
    const packs = await listPacksOfUser(await getDb(), userId);
    return deleteTelegramSetsOfPacks(
      await getDb(),
      packs.map((p) => p.id),
    );
  });
  const files = await done('files', async () => deleteUserObjects(await getDb(), userId));
  const ledgerRows = await done('ledger', async () =>
    anonymiseLedgerOfUser(await getDb(), userId, deletion.id),
  );
  await step.run('rows', async () =>
    (await getDb()).transaction(async (tx) => {
      await deleteUserRow(tx, userId);
      // A row a stale session made again for the old sign-in (lib/users/account-data.ts).
      await deleteUsersByIdentity(tx, deletion.authProvider, deletion.authSubject);
      await q.finishDeletion(tx, deletion.id);
      return true;
    }),
  );
  return { sets: sets.length, files, ledgerRows };
}
