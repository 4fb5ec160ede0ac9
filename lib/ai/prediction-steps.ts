import 'server-only';
import { env } from '@/lib/env';
import type { Step } from '@/lib/jobs/types';
import { getDb } from '@/lib/db';
import { findByPredictionId, TERMINAL } from './prediction-rows';
import { type Awaiting, isAwaiting } from './prediction-scope';
import { PREDICTION_COMPLETED } from './replicate-completion';
import { createReplicateRunner } from './replicate';

/** A drawing takes a few model calls (draw, cut out): more rounds than that means something loops. */
const MAX_ROUNDS = 8;
/**
 * The embedded runner hears only its own instance's webhooks: with several instances the webhook may
 * reach another one (or one that died), so a wait there is cut in slices, after each of which the
 * prediction is looked up (our row, then Replicate once). Inngest hears every signal: one wait.
 */
const LOCAL_WAIT_SLICE_MS = 10_000;

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
    await awaitPrediction(step, stepId, result.awaiting);
  }
  throw new Error(`${id}: still waiting for the model after ${MAX_ROUNDS} rounds`);
}

/** Until the prediction's signal, or its timeout (then it is looked at once and cancelled if running). */
async function awaitPrediction(step: Step, stepId: string, awaiting: Awaiting['awaiting']) {
  const { id: predictionId, timeoutMs } = awaiting;
  const slice = env().modes.jobs === 'hosted' ? timeoutMs : Math.min(timeoutMs, LOCAL_WAIT_SLICE_MS);
  for (let waited = 0, n = 0; ; n++) {
    const suffix = n === 0 ? '' : `:${n}`;
    const wait = { event: PREDICTION_COMPLETED, id: predictionId, timeoutMs: slice };
    if (await step.waitForEvent(`${stepId}:wait${suffix}`, wait)) return;
    waited += slice;
    if (waited >= timeoutMs) {
      await step.run(`${stepId}:expire`, () => lookUp(predictionId, timeoutMs, true));
      return;
    }
    const status = await step.run(`${stepId}:check${suffix}`, () => lookUp(predictionId, timeoutMs, false));
    if (TERMINAL.has(status)) return;
  }
}

/** Our row first (another instance's webhook may have settled it), else Replicate once. */
async function lookUp(predictionId: string, timeoutMs: number, cancel: boolean): Promise<string> {
  const r = env().replicate;
  if (!r) return 'off';
  const row = await findByPredictionId(await getDb(), predictionId);
  if (row?.completedAt) return row.status;
  const runner = createReplicateRunner({ auth: r.token, baseUrl: r.baseUrl, timeoutMs, pollIntervalMs: 0 });
  return runner.expire(predictionId, { cancel });
}
