import 'server-only';
import { getDb } from '@/lib/db';
import { getLocalRunner } from './runtime';
import { recoverLostJobs, runHousekeeping, SWEEP_OLDER_THAN_MS, sweepStuckItems } from './sweeper';

const SWEEP_EVERY_MS = 5 * 60_000;
const g = globalThis as unknown as { __stickerSweepTimer?: NodeJS.Timeout };

/**
 * Embedded mode, at server start: recover jobs lost with the previous process, then sweep every
 * few minutes, skipping what the runner still has queued or running (a long queue is not "stuck").
 */
export async function startEmbeddedJobs(): Promise<void> {
  const db = await getDb();
  const runner = await getLocalRunner();
  const { failed, resumed } = await recoverLostJobs(db, (event) => runner.enqueue(event));
  if (failed.length || resumed.length) {
    console.log(
      `[jobs] recovered after restart: ${resumed.length} resumed, ${failed.length} failed and released`,
    );
  }
  if (g.__stickerSweepTimer) return;
  g.__stickerSweepTimer = setInterval(() => {
    sweepStuckItems(db, { olderThanMs: SWEEP_OLDER_THAN_MS, skipIds: runner.activeSubjects() })
      .then(() => runHousekeeping(db))
      .catch((err) => console.error('[jobs] sweep failed', err));
  }, SWEEP_EVERY_MS);
  g.__stickerSweepTimer.unref?.();
}
