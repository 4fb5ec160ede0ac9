import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { jobCatalog } from './catalog';
import { claimLeases, instanceId, liveLeases, releaseLease } from './leases';
import type { JobEvent } from './types';

/** How long an item may sit in PENDING/PROCESSING without progress before it is failed (docs/architecture.md). */
export const SWEEP_OLDER_THAN_MS = 15 * 60_000;
/** JOB_LEASE_SECONDS' default (lib/env.ts): how long an instance may go silent before its jobs are taken over. */
export const DEFAULT_LEASE_SECONDS = 60;

export type { InProgressItem, SweepResult, SweepTarget } from './types';
import type { SweepResult } from './types';

/**
 * Fails items stuck in progress (no update for `olderThanMs`) and releases their holds, so nothing
 * stays held forever. Safe to run anywhere and often: a hosted cron, or the embedded timer. Items an
 * instance holds a live lease on are being worked on, however old (a long queue is not "stuck");
 * `skipIds` are items this process's runner has queued or running.
 */
export async function sweepStuckItems(
  db: DbOrTx,
  opts: { olderThanMs?: number; skipIds?: Set<string> } = {},
): Promise<SweepResult> {
  const before = new Date(Date.now() - (opts.olderThanMs ?? SWEEP_OLDER_THAN_MS));
  const result: SweepResult = {};
  for (const target of jobCatalog().sweepTargets) {
    const failed: string[] = [];
    const items = (await target.listInProgress(db, { updatedBefore: before })).filter(
      (i) => !opts.skipIds?.has(i.id),
    );
    const leased = await liveLeases(
      db,
      items.map((i) => i.id),
    );
    for (const item of items) {
      if (leased.has(item.id)) continue;
      if (await target.failStuck(db, item.id)) failed.push(item.id);
    }
    result[target.name] = failed;
  }
  return result;
}

export type RecoverOptions = {
  /** Items created within this window are resumed; older ones are failed and released. */
  olderThanMs?: number;
  owner?: string;
  ttlSeconds?: number;
  /**
   * Leave items touched more recently than this alone: the instance that created (or restarted, as
   * a regeneration does) one claims its lease right after.
   */
  graceMs?: number;
  /** Whether this process already has the item queued or running (asked at the last moment). */
  isActive?: (id: string) => boolean;
};

/**
 * Takes over jobs whose instance is gone: every item in progress that no live instance holds a
 * lease on. Each is claimed first (one conditional upsert: of several instances, exactly one gets
 * it), then queued again if created within `olderThanMs` (each pipeline step is idempotent, and
 * 'finish' captures at most once) or failed and released if older. Deciding by createdAt, not
 * updatedAt, bounds a crash loop (e.g. out of memory) to that window. Runs at embedded start and on
 * every heartbeat of the embedded runtime.
 */
export async function recoverLostJobs(
  db: DbOrTx,
  enqueue: (event: JobEvent) => void,
  opts: RecoverOptions = {},
): Promise<{ failed: string[]; resumed: string[] }> {
  const now = Date.now();
  const cutoff = now - (opts.olderThanMs ?? SWEEP_OLDER_THAN_MS);
  const owner = opts.owner ?? instanceId();
  const ttlSeconds = opts.ttlSeconds ?? DEFAULT_LEASE_SECONDS;
  const failed: string[] = [];
  const resumed: string[] = [];
  for (const target of jobCatalog().sweepTargets) {
    const items = (await target.listInProgress(db, {})).filter(
      (i) => i.updatedAt.getTime() <= now - (opts.graceMs ?? 0),
    );
    const leased = await liveLeases(
      db,
      items.map((i) => i.id),
    );
    for (const item of items) {
      if (leased.has(item.id) || opts.isActive?.(item.id)) continue;
      if (!(await claimLeases(db, [item.id], owner, ttlSeconds)).has(item.id)) continue;
      if (item.createdAt.getTime() < cutoff) {
        if (await target.failStuck(db, item.id)) failed.push(item.id);
        await releaseLease(db, owner, item.id);
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
