import { PREDICTION_COMPLETED, settleFromWebhook } from '@/lib/ai/replicate-completion';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { readTextCapped } from '@/lib/http/body';
import { defineRoute, NextResponse } from '@/lib/http/route';
import { STANDARD_WEBHOOK_HEADERS, signedHeadersOf } from '@/lib/http/standard-webhook';
import { sendSignal } from '@/lib/jobs/runtime';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

/** A prediction carries its input back, and ours holds images as data URIs (lib/ai/replicate.ts). */
const MAX_REPLICATE_WEBHOOK_BYTES = 8 * 1024 * 1024;

// Replicate's completion webhook (hosted AI only): signature and age checked on the raw body, the
// outcome recorded once, and the job waiting for it woken. Repeats answer 200 and change nothing.
export const POST = defineRoute({ auth: 'none' }, async ({ db, req }) => {
  // Without hosted AI nothing is read: a body sent here is never ours to hold.
  if (!env().replicate) throw new ApiError('NOT_FOUND', 'Hosted AI is not configured');
  const raw = await readTextCapped(req, MAX_REPLICATE_WEBHOOK_BYTES);
  const result = await settleFromWebhook(db, raw, signedHeadersOf(req.headers, STANDARD_WEBHOOK_HEADERS));
  if (result === 'off') throw new ApiError('NOT_FOUND', 'Hosted AI is not configured');
  if (result === 'forged') throw new ApiError('UNAUTHENTICATED', 'Invalid signature');
  if (result === 'unsigned' || result === 'stale' || result === 'malformed')
    throw new ApiError('BAD_REQUEST', result === 'stale' ? 'Stale webhook' : 'Not a signed prediction');
  if (result.settled) await sendSignal(PREDICTION_COMPLETED, { id: result.id, status: result.status });
  return NextResponse.json({ received: true, settled: result.settled });
});
