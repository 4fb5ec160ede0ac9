import { readClerkEvent } from '@/lib/auth/clerk-webhook';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { MAX_WEBHOOK_BYTES, readTextCapped } from '@/lib/http/body';
import { defineRoute, NextResponse } from '@/lib/http/route';
import { forgetWebhookEvent, recordWebhookEvent } from '@/lib/payments/webhook-events';
import { CLERK_EVENT_HANDLERS } from './handlers';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Clerk's user webhooks (hosted identity only; docs/architecture.md): the svix signature and age
// checked on the raw body (read with a cap), the delivery recorded by its svix-id so a repeat answers
// 200 and changes nothing, then one handler per event type (handlers.ts). A failure forgets the
// delivery and answers 5xx, so Clerk delivers it again; so does a deletion while something paid is
// still in progress (409).
export const POST = defineRoute({ auth: 'none' }, async ({ db, req }) => {
  const secret = env().clerk?.webhookSecret;
  if (!secret) throw new ApiError('NOT_FOUND', 'Clerk webhooks are not configured');
  const raw = await readTextCapped(req, MAX_WEBHOOK_BYTES);
  const event = readClerkEvent(raw, req.headers, secret);
  if (event === 'forged') throw new ApiError('UNAUTHENTICATED', 'Invalid signature');
  if (typeof event === 'string')
    throw new ApiError('BAD_REQUEST', event === 'stale' ? 'Stale webhook' : 'Not a signed Clerk event');
  const handler = Object.hasOwn(CLERK_EVENT_HANDLERS, event.type)
    ? CLERK_EVENT_HANDLERS[event.type]
    : undefined;
  if (!handler) return NextResponse.json({ received: true, outcome: 'ignored' });
  if (!(await recordWebhookEvent(db, 'clerk', event.id, event.type)))
    return NextResponse.json({ received: true, outcome: 'duplicate' });
  let outcome: Awaited<ReturnType<typeof handler>>;
  try {
    outcome = await handler(db, event.data);
  } catch (err) {
    await forgetWebhookEvent(db, 'clerk', event.id).catch(() => {});
    console.error(`[clerk] processing ${event.type} ${event.id} failed`, err);
    throw new ApiError('INTERNAL_ERROR', 'Processing failed');
  }
  if (outcome === 'busy') {
    await forgetWebhookEvent(db, 'clerk', event.id);
    throw new ApiError('CONFLICT', 'Something is still being created: deliver again later');
  }
  return NextResponse.json({ received: true, outcome });
});
