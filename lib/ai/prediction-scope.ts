import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';

// Inside a job, a hosted model run must not hold the function while the model works: the runner
// creates the prediction with a webhook and throws PredictionPending; the job's step returns
// { awaiting } and the job waits for the webhook's signal (step.waitForEvent), then runs the same
// step again, which finds the finished prediction by its key (lib/ai/prediction-rows.ts) and goes on.
// Outside a scope (a test, an API request) the runner polls as before.

export type Awaiting = { awaiting: { id: string; timeoutMs: number } };

export class PredictionPending extends Error {
  override name = 'PredictionPending';
  constructor(
    readonly predictionId: string,
    readonly timeoutMs: number,
  ) {
    super(`waiting for Replicate prediction ${predictionId}`);
  }
}

type Scope = { key: string; attempt: number; seen: Map<string, number> };
const storage = new AsyncLocalStorage<Scope>();

/**
 * The key of the next model call in this scope: what it is for (the scope's key), what it asks
 * (a hash of model and input) and how many identical calls came before it in this run — replaying
 * the step asks the same questions in the same order and so finds the same predictions.
 */
export function nextPredictionKey(target: string, input: object): { base: string; attempt: number } | null {
  const scope = storage.getStore();
  if (!scope) return null;
  const hash = createHash('sha256').update(target).update(JSON.stringify(input)).digest('hex').slice(0, 20);
  const n = scope.seen.get(hash) ?? 0;
  scope.seen.set(hash, n + 1);
  return { base: `${scope.key}:${hash}:${n}`, attempt: scope.attempt };
}

export const isAwaiting = (value: unknown): value is Awaiting =>
  !!value && typeof value === 'object' && 'awaiting' in value;

/**
 * Runs one step's work with model calls keyed under `key` in this job attempt (a retry after a
 * failed prediction asks again); a pending prediction becomes { awaiting }.
 */
export async function withPredictions<T>(
  key: string,
  attempt: number,
  fn: () => Promise<T>,
): Promise<T | Awaiting> {
  try {
    return await storage.run({ key, attempt, seen: new Map() }, fn);
  } catch (err) {
    if (err instanceof PredictionPending)
      return { awaiting: { id: err.predictionId, timeoutMs: err.timeoutMs } };
    throw err;
  }
}
