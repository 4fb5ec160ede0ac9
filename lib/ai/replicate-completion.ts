import 'server-only';
import { z } from 'zod';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import { settlePrediction, TERMINAL } from './prediction-rows';
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
  const settled = await settlePrediction(db, body.id, {
    status: body.status,
    output: body.status === 'succeeded' ? firstUrl(body.output) : null,
    error: body.status === 'succeeded' ? null : (error ?? `prediction ${body.status}`),
  });
  return { id: body.id, status: body.status, settled };
}
