import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { CheckoutStatus } from '@/lib/contracts/payments';
import { checkoutSessions } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckoutSession(db: DbOrTx, row: typeof checkoutSessions.$inferInsert) {
  const [created] = await db.insert(checkoutSessions).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findCheckoutSession(db: DbOrTx, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

/** Row lock: events for one session are applied one at a time, whatever order they arrive in. */
export async function lockCheckoutSession(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findSessionByPaymentIntentNoLock(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.paymentIntentId, paymentIntentId))
    .limit(1);
  return row;
}

export async function findSessionByPaymentIntent(db: DbOrTx, paymentIntentId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.paymentIntentId, paymentIntentId))
    .for('update')
    .limit(1);
  return row;
}

export async function updateCheckoutSession(
  db: DbOrTx,
  id: string,
  set: { status?: CheckoutStatus; paymentIntentId?: string | null },
  onlyFrom?: CheckoutStatus[],
) {
  const where = onlyFrom
    ? and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, onlyFrom))
    : eq(checkoutSessions.id, id);
  const [row] = await db
    .update(checkoutSessions)
    .set({ ...set, updatedAt: new Date() })
    .where(where)
    .returning();
  return row;
}
