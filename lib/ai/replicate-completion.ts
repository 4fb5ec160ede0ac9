import 'server-only';
import { z } from 'zod';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import { findByPredictionId, hasUnattachedClaim, settlePrediction, TERMINAL } from './prediction-rows';
import { type SignedHeaders, verifyReplicateWebhook, webhookSecret } from './replicate-webhook';

/** The signal a job waits for after creating a prediction (lib/jobs step.waitForEvent). */
export const PREDICTION_COMPLETED = 'replicate/prediction.completed';

const Completed = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
});

const firstUrl = (output: unknown): string | null => {
  const list = Array.isArray(output) ? output : [output];
  return list.find((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u)) ?? null;
};

export type Settled =
  | 'off'
  | 'unsigned'
  | 'stale'
  | 'forged'
  | 'malformed'
  | { id: string; status: string; settled: boolean };

/** Verifies a webhook call and records a finished prediction's outcome (once). */
export async function settleFromWebhook(db: DbOrTx, raw: string, headers: SignedHeaders): Promise<Settled> {
  const r = env().replicate;
  if (!r) return 'off';
  const secret = await webhookSecret({ token: r.token, baseUrl: r.baseUrl, configured: r.webhookSecret });
  const verdict = verifyReplicateWebhook(raw, headers, secret);
  if (verdict !== 'ok') return verdict;
  let body: z.infer<typeof Completed>;
  try {
    body = Completed.parse(JSON.parse(raw));
  } catch {
    return 'malformed';
  }
  if (!TERMINAL.has(body.status)) return { id: body.id, status: body.status, settled: false };
  const error =
    body.error == null ? null : typeof body.error === 'string' ? body.error : JSON.stringify(body.error);
  const outcome = {
    status: body.status,
    output: body.status === 'succeeded' ? firstUrl(body.output) : null,
    error: body.status === 'succeeded' ? null : (error ?? `prediction ${body.status}`),
  };
  const settled = await settleWhenKnown(db, body.id, () => settlePrediction(db, body.id, outcome));
  return { id: body.id, status: body.status, settled };
}

/** How long a completion waits for a create call's answer to name its prediction, and how often it looks. */
const ATTACH_WAIT_MS = 5_000;
const ATTACH_LOOK_MS = 50;

/**
 * The webhook can beat the create call's answer: Replicate may finish a prediction before our row
 * learns its id. A 200 then would lose the completion (Replicate does not send it again) and leave
 * the job waiting until it looks the prediction up. So while no row has the id and a recent claim
 * still waits for its id, the completion looks again shortly; a repeat (the row is known) or news of
 * a prediction no claim is waiting for answers at once.
 */
async function settleWhenKnown(db: DbOrTx, id: string, settle: () => Promise<boolean>): Promise<boolean> {
  const start = Date.now();
  const since = new Date(start - 60_000);
  for (;;) {
    if (await settle()) return true;
    // Claims first: a claim given its id between the two reads is then found by the second.
    const waiting = await hasUnattachedClaim(db, since);
    const row = await findByPredictionId(db, id);
    if (row?.completedAt || (!row && !waiting) || Date.now() - start >= ATTACH_WAIT_MS) return false;
    await new Promise((r) => setTimeout(r, ATTACH_LOOK_MS));
  }
}
