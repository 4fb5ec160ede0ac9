import 'server-only';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { jobCatalog } from './catalog';
import { runningJob } from './context';
import { type EventData, type EventName, parseEventData } from './events';
import { claimLeases, instanceId } from './leases';
import { LocalRunner, type RunnerOptions } from './local-runner';
import { releaseSlot, SLOT_FIELD, slotOf, startSlot, takeSlot } from './slots';
import type { AnyJob, JobEvent } from './types';

// One embedded runner per process, kept on globalThis: Next bundles route handlers and
// instrumentation separately, and they must share the queue.
const g = globalThis as unknown as { __stickerJobRunner?: LocalRunner };

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
  g.__stickerJobRunner ??= new LocalRunner(jobCatalog().jobs, slotHooks);
  return g.__stickerJobRunner;
}

/** Tests install a runner with their own options (no backoff, step hooks); undefined resets. */
export async function setLocalRunner(options: RunnerOptions | undefined): Promise<LocalRunner | undefined> {
  if (!options) {
    g.__stickerJobRunner = undefined;
    return undefined;
  }
  g.__stickerJobRunner = new LocalRunner(jobCatalog().jobs, { ...slotHooks, ...options });
  return g.__stickerJobRunner;
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
  const e = env();
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
    return await deliver(event, e);
  } catch (err) {
    if (token) await releaseSlot(await getDb(), token).catch(() => {});
    throw err;
  }
}

async function deliver(event: JobEvent, e: ReturnType<typeof env>): Promise<'sent' | 'joined'> {
  const token = slotOf(event.data);
  if (e.modes.jobs === 'hosted') {
    const { inngest } = await import('./inngest');
    await inngest.send(event);
    return 'sent';
  }
  const subjects = jobCatalog()
    .jobs.filter((j) => j.event === event.name)
    .map((j) => j.subjectId(event.data));
  const claimed = await claimLeases(await getDb(), subjects, instanceId(), e.jobLeaseSeconds);
  if (subjects.some((s) => !claimed.has(s))) {
    console.warn(`[jobs] ${event.name} ${subjects.join(', ')}: another instance already runs it`);
    if (token) await releaseSlot(await getDb(), token);
    return 'joined';
  }
  (await getLocalRunner()).enqueue(event);
  return 'sent';
}
