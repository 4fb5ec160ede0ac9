import 'server-only';
import { Inngest } from 'inngest';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { parseEventData } from './events';
import { jobCatalog } from './catalog';
import { inJob } from './context';
import { whileLeased } from './leases';
import { releaseSlot, slotOf, startSlot } from './slots';
import { runHousekeeping, SWEEP_OLDER_THAN_MS, sweepStuckItems } from './sweeper';
import { type AnyJob, PER_USER_CONCURRENCY, type Step } from './types';

type InngestStep = Parameters<Parameters<typeof inngest.createFunction>[1]>[0]['step'];

/** Inngest's step tools under our Step's shape: the signal wait matches on the outside thing's id. */
function ourStep(step: InngestStep): Step {
  return {
    run: (id, fn) => step.run(id, fn) as never,
    sleep: (id, ms) => step.sleep(id, ms),
    waitForEvent: async (id, wait) => {
      const event = await step.waitForEvent(id, {
        event: wait.event,
        timeout: wait.timeoutMs,
        if: `async.data.id == ${JSON.stringify(wait.id)}`,
      });
      return (event?.data as Record<string, unknown> | undefined) ?? null;
    },
  };
}

// Hosted jobs (docs/architecture.md): the same definitions the embedded runner executes, registered with
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
        const token = slotOf(original.data);
        if (token) await releaseSlot(await getDb(), token);
      },
    },
    // Inngest calls this once per step; code after the handler runs only when the job is done.
    async ({ event, step, attempt }) => {
      const data = parseEventData(job.event, event.data);
      const db = await getDb();
      const token = slotOf(event.data);
      if (token) await startSlot(db, token);
      const result = await whileLeased(db, job.subjectId(data), env().jobLeaseSeconds, () =>
        inJob(job.id, () => job.handler({ event: { name: job.event, data }, step: ourStep(step), attempt })),
      );
      if (token) await releaseSlot(db, token);
      return result;
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
