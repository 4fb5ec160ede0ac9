import 'server-only';
import { env } from '@/lib/env';
import { jobCatalog } from './catalog';
import { type EventData, type EventName, parseEventData } from './events';
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

/** Starts the jobs for an event: Inngest when configured, else the embedded runner. */
export async function sendEvent<N extends EventName>(name: N, data: EventData<N>): Promise<void> {
  const payload = parseEventData(name, data);
  if (env().modes.jobs === 'hosted') {
    const { inngest } = await import('./inngest');
    await inngest.send({ name, data: payload });
    return;
  }
  (await getLocalRunner()).enqueue({ name, data: payload });
}
