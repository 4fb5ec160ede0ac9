import { ApiError } from '@/lib/errors';
import { MAX_WEBHOOK_BYTES, readTextCapped } from '@/lib/http/body';
import { defineRoute, NextResponse } from '@/lib/http/route';
import { prepareStripeEvent } from '@/lib/payments/fulfil';
import { processStripeEvent, verifyStripeEvent } from '@/lib/payments/stripe-webhook';
import { getWebhookSecret } from '@/lib/payments/webhook-secret';
import { STRIPE_EVENT_HANDLERS } from './handlers';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Signed entry point (docs/architecture.md): verify the RAW body (read with a cap, before any signature work),
// record + dispatch in one transaction, 200 for duplicates and ignored types, 500 on failure so
// Stripe retries.
export const POST = defineRoute({ auth: 'none' }, async ({ db, req }) => {
  const secret = getWebhookSecret();
  if (!secret) throw new ApiError('NOT_FOUND', 'Card payments are not configured');
  const raw = await readTextCapped(req, MAX_WEBHOOK_BYTES);
  const event = verifyStripeEvent(raw, req.headers.get('stripe-signature'), secret);
  if (!event) throw new ApiError('BAD_REQUEST', 'Invalid signature');
  try {
    const outcome = await processStripeEvent(db, event, STRIPE_EVENT_HANDLERS, prepareStripeEvent);
    return NextResponse.json({ received: true, outcome });
  } catch (err) {
    console.error(`[stripe] processing ${event.type} ${event.id} failed`, err);
    return NextResponse.json({ error: 'Processing failed' }, { status: 500 });
  }
});
