import { defineRoute, NextResponse } from '@/lib/http/route';
import { prepareStripeEvent } from '@/lib/payments/fulfil';
import { processStripeEvent, verifyStripeEvent } from '@/lib/payments/stripe-webhook';
import { getWebhookSecret } from '@/lib/payments/webhook-secret';
import { STRIPE_EVENT_HANDLERS } from './handlers';

export const dynamic = 'force-dynamic';

// Signed entry point (STYLE §5): verify the RAW body, record + dispatch in one transaction,
// 200 for duplicates and ignored types, 500 on failure so Stripe retries.
export const POST = defineRoute({ auth: 'none' }, async ({ db, req }) => {
  const secret = getWebhookSecret();
  if (!secret) return NextResponse.json({ error: 'Card payments are not configured' }, { status: 404 });
  const raw = await req.text();
  const event = verifyStripeEvent(raw, req.headers.get('stripe-signature'), secret);
  if (!event) return NextResponse.json({ error: 'Invalid signature' }, { status: 400 });
  try {
    const outcome = await processStripeEvent(db, event, STRIPE_EVENT_HANDLERS, prepareStripeEvent);
    return NextResponse.json({ received: true, outcome });
  } catch (err) {
    console.error(`[stripe] processing ${event.type} ${event.id} failed`, err);
    return NextResponse.json({ error: 'Processing failed' }, { status: 500 });
  }
});
