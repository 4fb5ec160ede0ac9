import 'server-only';
import { and, eq } from 'drizzle-orm';
import { webhookEvents } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Delivery dedupe for signed webhooks (Stripe event ids, Telegram update ids). Only a first line
// of defence: every grant is idempotent by its own key as well.

/** True the first time an event id is seen; false for a redelivery (the insert is the check). */
export async function recordWebhookEvent(db: DbOrTx, provider: string, eventId: string, type: string) {
  const [row] = await db
    .insert(webhookEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return !!row;
}

/** Processing failed: forget the event so the provider's retry is processed again. */
export async function forgetWebhookEvent(db: DbOrTx, provider: string, eventId: string) {
  await db
    .delete(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
}
