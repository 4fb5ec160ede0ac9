import type { DbOrTx } from '@/lib/db/types';
import type { AnyJob, SweepTarget } from './types';

// The job runtime knows no domain: each domain exports its jobs and sweep targets, and one start-up
// module (lib/server/jobs.ts) registers them here for the local runner, the sweeper and Inngest.
export type JobCatalog = {
  jobs: readonly AnyJob[];
  sweepTargets: readonly SweepTarget[];
  /** Periodic clean-ups run with each sweep (e.g. photos uploaded but never used). */
  housekeeping?: readonly ((db: DbOrTx) => Promise<unknown>)[];
};

// On globalThis: Next bundles instrumentation and route handlers separately; they share one catalog.
const g = globalThis as unknown as { __stickerJobCatalog?: JobCatalog };

export function registerJobCatalog(catalog: JobCatalog) {
  g.__stickerJobCatalog = catalog;
}

export function jobCatalog(): JobCatalog {
  if (!g.__stickerJobCatalog) throw new Error('No jobs are registered: import lib/server/jobs at start-up');
  return g.__stickerJobCatalog;
}
