import type { DbOrTx } from '@/lib/db/types';
import type { EventData, EventName } from './events';

/**
 * The subset of Inngest's step tools our pipelines use. `run` memoises: once a step has returned,
 * later attempts get its stored result (JSON round-tripped, as Inngest does) without running it.
 * Step results must therefore be small and JSON-serialisable (no Buffers).
 */
export type Step = {
  run<T>(id: string, fn: () => Promise<T> | T): Promise<T>;
  /**
   * Ends this run of the job and continues it after `ms` (Inngest's step.sleep; the embedded runner
   * queues the job again): a long wait holds no request, no slot and no lease renewal loop meanwhile.
   * Steps that returned before are not run again.
   */
  sleep(id: string, ms: number): Promise<void>;
  /**
   * Ends this run until a signal named `event` whose `data.id` equals `id` arrives (Inngest's
   * step.waitForEvent; the embedded runner's `signal`), or `timeoutMs` passes: then null. Like
   * sleep, the wait holds no request and no slot, and finished steps are not run again.
   */
  waitForEvent(stepId: string, wait: SignalWait): Promise<Record<string, unknown> | null>;
};

/** What a job waits for: a signal (lib/jobs/runtime.ts sendSignal) about one outside thing, by its id. */
export type SignalWait = { event: string; id: string; timeoutMs: number };

export type JobEvent<N extends EventName = EventName> = { name: N; data: EventData<N> };

export type JobContext<N extends EventName> = { event: JobEvent<N>; step: Step; attempt: number };

export type FailureContext<N extends EventName> = { event: JobEvent<N>; error: Error };

export type JobDefinition<N extends EventName = EventName> = {
  /** Stable function id (Inngest keeps history by it): never rename. */
  id: string;
  event: N;
  /** Attempts after the first; Inngest's `retries`. */
  retries: number;
  /** Needs the single heavy slot of the embedded runner (CPU background removal: ~1.1 GB). */
  heavy: boolean;
  /** The row this job works on: the embedded sweeper leaves it alone while the job is queued or running. */
  subjectId: (data: EventData<N>) => string;
  handler: (ctx: JobContext<N>) => Promise<unknown>;
  /** The deliberate failure path after the last attempt: mark the item failed, release its hold. */
  onFailure: (ctx: FailureContext<N>) => Promise<void>;
  /**
   * How many may be in flight (docs/decisions.md); every job kind says. 'credit-hold': each starts with a
   * credit hold, and holds are capped per user (lib/credits, maxActionsInProgress). Otherwise
   * sendEvent enforces it (lib/jobs/slots.ts): at most `perUser` per user, and a request whose key
   * has a job waiting to start joins that job.
   */
  inFlight: 'credit-hold' | { perUser: number; key: (data: EventData<N>) => string };
};

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every event type
export type AnyJob = JobDefinition<any>;

export function defineJob<N extends EventName>(job: JobDefinition<N>): JobDefinition<N> {
  return job;
}

export const PER_USER_CONCURRENCY = 2;
export const DEFAULT_RETRIES = 3;

export type InProgressItem = { id: string; createdAt: Date; updatedAt: Date; event: JobEvent };

/** What a domain with in-progress items gives the sweeper (characters now; stickers, packs later). */
export type SweepTarget = {
  name: string;
  listInProgress: (db: DbOrTx, opts: { updatedBefore?: Date }) => Promise<InProgressItem[]>;
  /** Conditional: fails the item only if it is still in progress, and releases its hold. */
  failStuck: (db: DbOrTx, id: string) => Promise<boolean>;
};

export type SweepResult = Record<string, string[]>;
