import 'server-only';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { jobCatalog } from './catalog';
import { type EventData, type EventName, parseEventData } from './events';
import { claimLeases, instanceId } from './leases';
import { LocalRunner, type RunnerOptions } from './local-runner';

// One embedded runner per process, kept on globalThis: Next bundles route handlers and
// instrumentation separately, and they must share the queue.
const g = globalThis as unknown as { __stickerJobRunner?: LocalRunner };

export async function getLocalRunner(): Promise<LocalRunner> {
  g.__stickerJobRunner ??= new LocalRunner(jobCatalog().jobs);
  return g.__stickerJobRunner;
}

/** Tests install a runner with their own options (no backoff, step hooks); undefined resets. */
export async function setLocalRunner(options: RunnerOptions | undefined): Promise<LocalRunner | undefined> {
  if (!options) {
    g.__stickerJobRunner = undefined;
    return undefined;
  }
  g.__stickerJobRunner = new LocalRunner(jobCatalog().jobs, options);
  return g.__stickerJobRunner;
}

/**
 * Starts the jobs for an event: Inngest when configured, else the embedded runner of this instance,
 * which first takes the lease on the job's subject (lib/jobs/leases.ts). If another instance got it
 * first (it found the new item in a take-over pass), that instance runs the job, not this one.
 */
export async function sendEvent<N extends EventName>(name: N, data: EventData<N>): Promise<void> {
  const payload = parseEventData(name, data);
  const e = env();
  if (e.modes.jobs === 'hosted') {
    const { inngest } = await import('./inngest');
    await inngest.send({ name, data: payload });
    return;
  }
  const subjects = jobCatalog()
    .jobs.filter((j) => j.event === name)
    .map((j) => j.subjectId(payload));
  const claimed = await claimLeases(await getDb(), subjects, instanceId(), e.jobLeaseSeconds);
  if (subjects.some((s) => !claimed.has(s))) {
    console.warn(`[jobs] ${name} ${subjects.join(', ')}: another instance already runs it`);
    return;
  }
  (await getLocalRunner()).enqueue({ name, data: payload });
}
