import 'server-only';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { env } from '@/lib/env';
import { claimLeases, clearAllLeases, instanceId, releaseLeasesExcept } from './leases';
import type { LocalRunner } from './local-runner';
import { getLocalRunner } from './runtime';
import { clearAllSlots } from './slots';
import { recoverLostJobs, runHousekeeping, SWEEP_OLDER_THAN_MS, sweepStuckItems } from './sweeper';

const SWEEP_EVERY_MS = 5 * 60_000;
// On globalThis: a second copy of this module (Next loads instrumentation more than once) must not
// start a second set of timers.
const g = globalThis as unknown as {
  __stickerSweepTimer?: NodeJS.Timeout;
  __stickerLeaseTimer?: NodeJS.Timeout;
};

/**
 * One heartbeat of this instance: renew the leases of what its runner has queued, waiting or
 * running, let go of the rest, and take over jobs whose instance stopped renewing (another process
 * on the same PostgreSQL that died). Items touched within one lease are left to their creator.
 */
export async function heartbeat(db: Database, runner: LocalRunner, ttlSeconds: number) {
  const owner = instanceId();
  const active = runner.activeSubjects();
  const kept = await claimLeases(db, [...active], owner, ttlSeconds);
  for (const id of active)
    if (!kept.has(id)) console.warn(`[jobs] lease on ${id} was taken over while this instance held it`);
  await releaseLeasesExcept(db, owner, [...runner.activeSubjects()]);
  const { failed, resumed } = await recoverLostJobs(db, (event) => runner.enqueue(event), {
    owner,
    ttlSeconds,
    graceMs: ttlSeconds * 1000,
    isActive: (id) => runner.activeSubjects().has(id),
  });
  for (const id of resumed) console.log(`[jobs] took over ${id} from a lost instance: resumed`);
  for (const id of failed)
    console.log(`[jobs] took over ${id} from a lost instance: too old, failed and released`);
}

/**
 * The embedded runtime, at server start: recover the jobs lost with the previous process, then
 * beat every third of a lease (renew, take over) and sweep every few minutes. With the embedded
 * database this process is alone, so every lease left is a dead process's; on a shared PostgreSQL
 * other instances may be alive, and their jobs are theirs until their leases expire.
 */
export async function startEmbeddedJobs(): Promise<void> {
  const db = await getDb();
  const runner = await getLocalRunner();
  const e = env();
  const ttlSeconds = e.jobLeaseSeconds;
  const alone = e.modes.database === 'embedded';
  if (alone) {
    await clearAllLeases(db);
    await clearAllSlots(db);
  }
  const { failed, resumed } = await recoverLostJobs(db, (event) => runner.enqueue(event), {
    ttlSeconds,
    graceMs: alone ? 0 : ttlSeconds * 1000, // a live instance may have just created one
  });
  if (failed.length || resumed.length) {
    console.log(`[jobs] recovered at start: ${resumed.length} resumed, ${failed.length} failed and released`);
  }
  if (!g.__stickerLeaseTimer) {
    g.__stickerLeaseTimer = setInterval(
      () => heartbeat(db, runner, ttlSeconds).catch((err) => console.error('[jobs] heartbeat failed', err)),
      Math.max(500, (ttlSeconds * 1000) / 3),
    );
    g.__stickerLeaseTimer.unref?.();
  }
  if (g.__stickerSweepTimer) return;
  g.__stickerSweepTimer = setInterval(() => {
    sweepStuckItems(db, { olderThanMs: SWEEP_OLDER_THAN_MS, skipIds: runner.activeSubjects() })
      .then(() => runHousekeeping(db))
      .catch((err) => console.error('[jobs] sweep failed', err));
  }, SWEEP_EVERY_MS);
  g.__stickerSweepTimer.unref?.();
}
