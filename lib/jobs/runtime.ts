import 'server-only';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { liveAsync } from '@/lib/registry';
import { resolve } from '@/lib/registry/slots';
import { jobCatalog } from './catalog';
import { runningJob } from './context';
import { type EventData, type EventName, parseEventData } from './events';
import { claimLeases, instanceId } from './leases';
import { LocalRunner, type RunnerOptions } from './local-runner';
import { releaseSlot, SLOT_FIELD, slotOf, startSlot, takeSlot } from './slots';
import type { AnyJob, JobEvent } from './types';

/** How an event reaches its jobs: Inngest, or the embedded runner of this instance. */
export type JobTransport = { deliver(event: JobEvent): Promise<'sent' | 'joined'> };

declare module '@/lib/registry/slots' {
  interface Slots {
    jobs: JobTransport;
    /** The embedded runner, one per process: route handlers and instrumentation share its queue. */
    localRunner: LocalRunner;
  }
}

// The embedded runner marks an event's slot started at each attempt and frees it once settled.
const slotHooks: Pick<RunnerOptions, 'onAttempt' | 'onSettled'> = {
  onAttempt: async (event: JobEvent) => {
    const token = slotOf(event.data);
    if (token) await startSlot(await getDb(), token);
  },
  onSettled: async (event: JobEvent) => {
    const token = slotOf(event.data);
    if (token) await releaseSlot(await getDb(), token);
  },
};

export async function getLocalRunner(): Promise<LocalRunner> {
  return resolve('localRunner', () => createLocalRunner());
}

/** A runner for every registered job; tests pass their own options (no backoff, step hooks). */
export function createLocalRunner(options: RunnerOptions = {}): LocalRunner {
  return new LocalRunner(jobCatalog().jobs, { ...slotHooks, ...options });
}

/** The one job kind that listens to an event and declares its own cap (the rest: credit holds). */
const slotJob = (name: EventName): AnyJob | undefined =>
  jobCatalog().jobs.find((j) => j.event === name && j.inFlight !== 'credit-hold');

/**
 * Starts the jobs for an event: Inngest when configured, else the embedded runner of this instance,
 * which first takes the lease on the job's subject (lib/jobs/leases.ts). If another instance got it
 * first (it found the new item in a take-over pass), that instance runs the job, not this one.
 *
 * Kinds without a credit hold take a slot first (lib/jobs/slots.ts): 'joined' means a job
 * for the same key is waiting to start and covers this request; a user at the cap gets a 409
 * TOO_MANY_IN_PROGRESS.
 */
export async function sendEvent<N extends EventName>(
  name: N,
  data: EventData<N>,
): Promise<'sent' | 'joined'> {
  const payload = parseEventData(name, data);
  const job = slotJob(name);
  let token: string | null = null;
  if (job && job.inFlight !== 'credit-hold') {
    const taken = await takeSlot(await getDb(), {
      job: job.id,
      userId: (payload as { userId: string }).userId,
      rule: { perUser: job.inFlight.perUser, key: job.inFlight.key(payload) },
      followUp: runningJob() !== null,
    });
    if (taken.status === 'joined') return 'joined';
    token = taken.token;
  }
  const event = { name, data: token ? { ...payload, [SLOT_FIELD]: token } : payload };
  try {
    return await (await jobTransport()).deliver(event);
  } catch (err) {
    if (token) await releaseSlot(await getDb(), token).catch(() => {});
    throw err;
  }
}

/** The live transport (lib/registry): the embedded runner, or Inngest when its keys are set. */
function jobTransport(): Promise<JobTransport> {
  return liveAsync('jobs', {
    embedded: async (e) => ({ deliver: (event) => deliverHere(event, e.jobLeaseSeconds) }),
    hosted: async () => {
      const { inngest } = await import('./inngest');
      return {
        deliver: async (event) => {
          await inngest.send(event);
          return 'sent';
        },
      };
    },
  });
}

async function deliverHere(event: JobEvent, leaseSeconds: number): Promise<'sent' | 'joined'> {
  const token = slotOf(event.data);
  const subjects = jobCatalog()
    .jobs.filter((j) => j.event === event.name)
    .map((j) => j.subjectId(event.data));
  const claimed = await claimLeases(await getDb(), subjects, instanceId(), leaseSeconds);
  if (subjects.some((s) => !claimed.has(s))) {
    console.warn(`[jobs] ${event.name} ${subjects.join(', ')}: another instance already runs it`);
    if (token) await releaseSlot(await getDb(), token);
    return 'joined';
  }
  (await getLocalRunner()).enqueue(event);
  return 'sent';
}

/**
 * Wakes the jobs waiting (step.waitForEvent) for news of one outside thing, `data.id` naming it: a
 * webhook calls this. Inngest matches it to its waits; else the embedded runner of this instance.
 * A wait on another instance misses it and ends at its timeout, which then looks the thing up itself.
 */
export async function sendSignal(
  event: string,
  data: Record<string, unknown> & { id: string },
): Promise<void> {
  if (env().modes.jobs === 'hosted') {
    const { inngest } = await import('./inngest');
    await inngest.send({ name: event, data });
    return;
  }
  (await getLocalRunner()).signal(event, data);
}
