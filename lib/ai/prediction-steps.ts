import 'server-only';
import { env } from '@/lib/env';
import type { Step } from '@/lib/jobs/types';
import { type Awaiting, isAwaiting } from './prediction-scope';
import { PREDICTION_COMPLETED } from './replicate-completion';
import { createReplicateRunner } from './replicate';

/** A drawing takes a few model calls (draw, cut out): more rounds than that means something loops. */
const MAX_ROUNDS = 8;

/**
 * Runs `work` as step `id`; while it ends awaiting a prediction, waits for that prediction's webhook
 * signal (or its timeout, after which the prediction is looked at once and cancelled if still running)
 * and runs it again as the next round's step. Returns what the work finally returned.
 */
export async function untilDrawn<T>(step: Step, id: string, work: () => Promise<T | Awaiting>): Promise<T> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const stepId = round === 0 ? id : `${id}#${round}`;
    const result = (await step.run(stepId, work)) as T | Awaiting;
    if (!isAwaiting(result)) return result;
    const { id: predictionId, timeoutMs } = result.awaiting;
    const signal = await step.waitForEvent(`${stepId}:wait`, {
      event: PREDICTION_COMPLETED,
      id: predictionId,
      timeoutMs,
    });
    if (!signal) await step.run(`${stepId}:expire`, () => expire(predictionId, timeoutMs));
  }
  throw new Error(`${id}: still waiting for the model after ${MAX_ROUNDS} rounds`);
}

async function expire(predictionId: string, timeoutMs: number): Promise<string> {
  const r = env().replicate;
  if (!r) return 'off';
  const runner = createReplicateRunner({ auth: r.token, baseUrl: r.baseUrl, timeoutMs, pollIntervalMs: 0 });
  return runner.expire(predictionId);
}
