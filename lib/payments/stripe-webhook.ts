import 'server-only';
import type { Database, Tx } from '@/lib/db/types';
import { recordWebhookEvent } from './webhook-events';
import { type Stripe, stripeWebhooks } from './stripe';

type EventOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;
export type StripeEventHandlers = {
  [T in Stripe.Event['type']]?: (tx: Tx, event: EventOf<T>) => Promise<void>;
};

/** The verified event, or null for a missing/bad signature, a stale timestamp or a re-serialised body. */
export function verifyStripeEvent(
  rawBody: string,
  signature: string | null,
  secret: string,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    return stripeWebhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}

/**
 * Records the event id and applies it in ONE transaction: a redelivery is skipped, and a failed
 * handler rolls the record back too, so Stripe's retry (after our 500) processes it again.
 */
export async function processStripeEvent(
  db: Database,
  event: Stripe.Event,
  handlers: StripeEventHandlers,
  /** Network look-ups the event needs, done before the transaction takes its row locks. */
  prepare?: (db: Database, event: Stripe.Event) => Promise<void>,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (prepare && handlers[event.type]) await prepare(db, event);
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, 'stripe', event.id, event.type))) return 'duplicate';
    const handler = handlers[event.type] as ((tx: Tx, e: Stripe.Event) => Promise<void>) | undefined;
    if (!handler) return 'ignored';
    await handler(tx, event);
    return 'processed';
  });
}
