import 'server-only';
import { Inngest } from 'inngest';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { parseEventData } from './events';
import { jobCatalog } from './catalog';
import { whileLeased } from './leases';
import { runHousekeeping, SWEEP_OLDER_THAN_MS, sweepStuckItems } from './sweeper';
import { type AnyJob, PER_USER_CONCURRENCY, type Step } from './types';

// Hosted jobs (DESIGN §2): the same definitions the embedded runner executes, registered with
// Inngest. Keys come from INNGEST_EVENT_KEY / INNGEST_SIGNING_KEY (or INNGEST_DEV) in the env.
export const inngest = new Inngest({ id: 'stickerfy' });

function toInngestFunction(job: AnyJob) {
  return inngest.createFunction(
    {
      id: job.id,
      triggers: [{ event: job.event }],
      concurrency: { key: 'event.data.userId', limit: PER_USER_CONCURRENCY },
      retries: job.retries as 3,
      onFailure: async ({ event, error }) => {
        const original = event.data.event;
        await job.onFailure({
          event: { name: job.event, data: parseEventData(job.event, original.data) },
          error,
        });
      },
    },
    async ({ event, step, attempt }) => {
      const data = parseEventData(job.event, event.data);
      return whileLeased(await getDb(), job.subjectId(data), env().jobLeaseSeconds, () =>
        job.handler({ event: { name: job.event, data }, step: step as unknown as Step, attempt }),
      );
    },
  );
}

// With Inngest there is no process start to hook, so the sweeper runs on a schedule instead.
const sweepFunction = inngest.createFunction(
  { id: 'sweep-stuck-items', triggers: [{ cron: '*/10 * * * *' }], retries: 1 },
  async ({ step }) => {
    const swept = await step.run('sweep', async () =>
      sweepStuckItems(await getDb(), { olderThanMs: SWEEP_OLDER_THAN_MS }),
    );
    await step.run('housekeeping', async () => runHousekeeping(await getDb()));
    return swept;
  },
);

/** The catalog's jobs (registered by lib/server/jobs) as Inngest functions, plus the sweep cron. */
export const createInngestFunctions = () => [...jobCatalog().jobs.map(toInngestFunction), sweepFunction];
