import { inJob } from './context';
import type { AnyJob, JobEvent, SignalWait, Step } from './types';
import { PER_USER_CONCURRENCY } from './types';

// The embedded job runtime (docs/architecture.md): runs the same job definitions as Inngest, in process.
// A queue with a per-user limit and ONE heavy slot: background removal needs ~1.1 GB, two at once
// would not fit a small machine. State is in memory only: after a restart the queue is empty and
// lib/jobs/start.ts recovers what was lost.

export type StepHook = (info: { jobId: string; stepId: string; attempt: number; subjectId: string }) => void;

export type RunnerOptions = {
  /** Delay before attempt n+1 (n = attempts so far). Default: 2 s, 4 s, 8 s… capped at 60 s. */
  backoffMs?: (attempt: number) => number;
  perUserLimit?: number;
  heavyLimit?: number;
  /** Test seams: throw from these to simulate a crash before or after a step's work. */
  beforeStep?: StepHook;
  afterStep?: StepHook;
  /** The real delay for a `step.sleep` of `ms` (default: ms). Tests advance a fake clock and return 0. */
  sleepDelayMs?: (ms: number, info: { jobId: string; stepId: string; subjectId: string }) => number;
  log?: Pick<Console, 'warn' | 'error'>;
  /** Before each attempt, and once the job settled (done, or failed for good): its slot (slots.ts). */
  onAttempt?: (event: JobEvent) => Promise<void> | void;
  onSettled?: (event: JobEvent) => Promise<void> | void;
};

type Item = {
  job: AnyJob;
  event: JobEvent;
  attempt: number;
  memo: Map<string, unknown>;
  notBefore: number;
  userKey: string;
  subjectId: string;
};

const defaultBackoff = (attempt: number) => Math.min(60_000, 1000 * 2 ** attempt);

// Inngest stores step output as JSON; doing the same here makes a Buffer-returning step fail in tests.
const asJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
};

const isNonRetriable = (err: unknown) => (err as Error | undefined)?.name === 'NonRetriableError';

/** Thrown by `step.sleep` to end this run; the runner queues the job again for after the wait. */
class Sleeping extends Error {
  constructor(
    readonly stepId: string,
    readonly ms: number,
  ) {
    super(`sleeping ${ms} ms at ${stepId}`);
  }
}

/** Thrown by `step.waitForEvent` to end this run; the job comes back on the signal or the timeout. */
class Waiting extends Error {
  constructor(
    readonly stepId: string,
    readonly wait: SignalWait,
  ) {
    super(`waiting for ${wait.event} ${wait.id} at ${stepId}`);
  }
}

/** A signal that arrived before its wait began is kept this long for it (the webhook can be quick). */
const EARLY_SIGNAL_MS = 15 * 60_000;
const signalKey = (event: string, id: string) => `${event}\u0000${id}`;

export class LocalRunner {
  private queue: Item[] = [];
  private waiting = new Map<string, { item: Item; stepId: string }[]>();
  private early = new Map<string, { data: Record<string, unknown>; at: number }>();
  private running = new Set<Item>();
  private timer: NodeJS.Timeout | undefined;
  private idle: (() => void)[] = [];
  private readonly opts: Required<
    Omit<RunnerOptions, 'beforeStep' | 'afterStep' | 'sleepDelayMs' | 'onAttempt' | 'onSettled'>
  > &
    RunnerOptions;

  constructor(
    private readonly jobs: readonly AnyJob[],
    options: RunnerOptions = {},
  ) {
    this.opts = {
      backoffMs: defaultBackoff,
      perUserLimit: PER_USER_CONCURRENCY,
      heavyLimit: 1,
      log: console,
      ...options,
    };
  }

  /** Queues every job listening to this event. Returns how many were queued. */
  enqueue(event: JobEvent): number {
    const matching = this.jobs.filter((j) => j.event === event.name);
    for (const job of matching) {
      const data = event.data as { userId?: string };
      this.queue.push({
        job,
        event,
        attempt: 0,
        memo: new Map(),
        notBefore: 0,
        userKey: data.userId ?? '',
        subjectId: job.subjectId(event.data),
      });
    }
    this.pump();
    return matching.length;
  }

  /** Ids of the rows whose jobs are queued, waiting for a retry or a signal, or running. */
  activeSubjects(): Set<string> {
    const waiting = [...this.waiting.values()].flat().map((w) => w.item);
    return new Set([...this.queue, ...this.running, ...waiting].map((i) => i.subjectId));
  }

  /** Wakes the jobs waiting for this signal (`data.id` names what it is about); kept a while if none is yet. */
  signal(event: string, data: Record<string, unknown>): number {
    const key = signalKey(event, String(data.id ?? ''));
    const now = Date.now();
    for (const [k, v] of this.early) if (now - v.at > EARLY_SIGNAL_MS) this.early.delete(k);
    const waiters = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    if (waiters.length === 0) this.early.set(key, { data, at: now });
    for (const w of waiters) this.resume(w.item, w.stepId, data);
    return waiters.length;
  }

  private resume(item: Item, stepId: string, value: Record<string, unknown> | null) {
    if (item.memo.has(stepId)) return; // the timeout and the signal raced: the first one counts
    item.memo.set(stepId, value);
    item.notBefore = 0;
    if (!this.queue.includes(item)) this.queue.push(item);
    this.pump();
  }

  /** Resolves when nothing is queued or running (tests, graceful shutdown). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private isIdle() {
    return this.queue.length === 0 && this.running.size === 0 && this.waiting.size === 0;
  }

  private pump() {
    const now = Date.now();
    let nextWake = Number.POSITIVE_INFINITY;
    for (const item of [...this.queue]) {
      if (item.notBefore > now) {
        nextWake = Math.min(nextWake, item.notBefore);
        continue;
      }
      if (!this.hasRoom(item)) continue;
      this.queue.splice(this.queue.indexOf(item), 1);
      this.running.add(item);
      void this.execute(item);
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (Number.isFinite(nextWake)) {
      this.timer = setTimeout(() => this.pump(), Math.max(0, nextWake - now));
      this.timer.unref?.();
    }
    if (this.isIdle()) for (const resolve of this.idle.splice(0)) resolve();
  }

  private hasRoom(item: Item): boolean {
    const running = [...this.running];
    if (running.filter((r) => r.userKey === item.userKey).length >= this.opts.perUserLimit) return false;
    if (item.job.heavy && running.filter((r) => r.job.heavy).length >= this.opts.heavyLimit) return false;
    return true;
  }

  private stepFor(item: Item): Step {
    const info = (stepId: string) => ({
      jobId: item.job.id,
      stepId,
      attempt: item.attempt,
      subjectId: item.subjectId,
    });
    return {
      run: async <T>(id: string, fn: () => Promise<T> | T): Promise<T> => {
        if (item.memo.has(id)) return item.memo.get(id) as T;
        this.opts.beforeStep?.(info(id));
        const value = asJson(await fn());
        this.opts.afterStep?.(info(id));
        item.memo.set(id, value);
        return value as T;
      },
      sleep: async (id: string, ms: number): Promise<void> => {
        // Recorded before the run ends: when the job comes back, this sleep is behind it.
        if (item.memo.has(id)) return;
        item.memo.set(id, null);
        throw new Sleeping(id, ms);
      },
      waitForEvent: async (id: string, wait: SignalWait) => {
        if (item.memo.has(id)) return item.memo.get(id) as Record<string, unknown> | null;
        const early = this.early.get(signalKey(wait.event, wait.id));
        if (early) {
          this.early.delete(signalKey(wait.event, wait.id));
          item.memo.set(id, early.data);
          return early.data;
        }
        throw new Waiting(id, wait);
      },
    };
  }

  private async execute(item: Item) {
    let settled = true;
    try {
      await this.opts.onAttempt?.(item.event);
      await inJob(item.job.id, () =>
        item.job.handler({ event: item.event, step: this.stepFor(item), attempt: item.attempt }),
      );
    } catch (err) {
      if (err instanceof Sleeping) {
        // Not a failure: the same attempt continues after the wait. Queued, the job keeps its lease
        // through the heartbeat (lib/jobs/start.ts) without occupying a slot.
        const info = { jobId: item.job.id, stepId: err.stepId, subjectId: item.subjectId };
        item.notBefore = Date.now() + (this.opts.sleepDelayMs?.(err.ms, info) ?? err.ms);
        this.queue.push(item);
        settled = false; // still in flight: it keeps its job slot while it waits
        return;
      }
      if (err instanceof Waiting) {
        const key = signalKey(err.wait.event, err.wait.id);
        this.waiting.set(key, [...(this.waiting.get(key) ?? []), { item, stepId: err.stepId }]);
        const info = { jobId: item.job.id, stepId: err.stepId, subjectId: item.subjectId };
        const delay = this.opts.sleepDelayMs?.(err.wait.timeoutMs, info) ?? err.wait.timeoutMs;
        const timer = setTimeout(() => {
          const left = (this.waiting.get(key) ?? []).filter((w) => w.item !== item);
          if (left.length) this.waiting.set(key, left);
          else this.waiting.delete(key);
          this.resume(item, err.stepId, null);
        }, delay);
        timer.unref?.();
        settled = false;
        return;
      }
      const error = err instanceof Error ? err : new Error(String(err));
      item.attempt += 1;
      if (!isNonRetriable(error) && item.attempt <= item.job.retries) {
        this.opts.log.warn(
          `[jobs] ${item.job.id} attempt ${item.attempt} failed, retrying: ${error.message}`,
        );
        item.notBefore = Date.now() + this.opts.backoffMs(item.attempt);
        this.queue.push(item);
        settled = false;
      } else {
        this.opts.log.error(`[jobs] ${item.job.id} failed for ${item.subjectId}: ${error.message}`);
        try {
          await item.job.onFailure({ event: item.event, error });
        } catch (failErr) {
          // The sweeper catches what the failure path could not settle.
          this.opts.log.error(`[jobs] ${item.job.id} failure handler threw`, failErr);
        }
      }
    } finally {
      if (settled)
        await Promise.resolve(this.opts.onSettled?.(item.event)).catch((err) =>
          this.opts.log.error(`[jobs] ${item.job.id} could not free its slot`, err),
        );
      this.running.delete(item);
      this.pump();
    }
  }
}
