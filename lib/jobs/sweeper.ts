import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { jobCatalog } from './catalog';
import type { JobEvent } from './types';

/** How long an item may sit in PENDING/PROCESSING without progress before it is failed (DESIGN §7). */
export const SWEEP_OLDER_THAN_MS = 15 * 60_000;

export type { InProgressItem, SweepResult, SweepTarget } from './types';
import type { SweepResult } from './types';

/**
 * Fails items stuck in progress (no update for `olderThanMs`) and releases their holds, so nothing
 * stays held forever. Safe to run anywhere and often: a hosted cron, or the embedded start hook.
 * `skipIds` are items the embedded runner still has queued or running.
 */
export async function sweepStuckItems(
  db: DbOrTx,
  opts: { olderThanMs?: number; skipIds?: Set<string> } = {},
): Promise<SweepResult> {
  const before = new Date(Date.now() - (opts.olderThanMs ?? SWEEP_OLDER_THAN_MS));
  const result: SweepResult = {};
  for (const target of jobCatalog().sweepTargets) {
    const failed: string[] = [];
    for (const item of await target.listInProgress(db, { updatedBefore: before })) {
      if (opts.skipIds?.has(item.id)) continue;
      if (await target.failStuck(db, item.id)) failed.push(item.id);
    }
    result[target.name] = failed;
  }
  return result;
}

/**
 * Embedded start only: the in-memory queue died with the last process, so every item still in
 * progress has lost its job. Items created within `olderThanMs` are queued again (each pipeline
 * step is idempotent, and 'finish' captures at most once); older ones are failed and released.
 * Deciding by createdAt, not updatedAt, bounds a crash loop (e.g. out of memory) to that window.
 */
export async function recoverLostJobs(
  db: DbOrTx,
  enqueue: (event: JobEvent) => void,
  opts: { olderThanMs?: number } = {},
): Promise<{ failed: string[]; resumed: string[] }> {
  const cutoff = Date.now() - (opts.olderThanMs ?? SWEEP_OLDER_THAN_MS);
  const failed: string[] = [];
  const resumed: string[] = [];
  for (const target of jobCatalog().sweepTargets) {
    for (const item of await target.listInProgress(db, {})) {
      if (item.createdAt.getTime() < cutoff) {
        if (await target.failStuck(db, item.id)) failed.push(item.id);
      } else {
        enqueue(item.event);
        resumed.push(item.id);
      }
    }
  }
  return { failed, resumed };
}

/** The catalog's periodic clean-ups, each on its own: one failing does not stop the others. */
export async function runHousekeeping(db: DbOrTx): Promise<void> {
  for (const task of jobCatalog().housekeeping ?? []) {
    await task(db).catch((err) => console.error('[jobs] housekeeping failed', err));
  }
}
