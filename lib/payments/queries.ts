import 'server-only';
import { and, eq, inArray, asc } from 'drizzle-orm';
import type { CheckoutStatus } from '@/lib/contracts/payments';
import { appSettings, checkoutSessions, creditLedger, pricingPlans } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

export type PlanRow = typeof pricingPlans.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function findPlan(db: DbOrTx, planId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, planId)).limit(1);
  return row;
}

export async function listActivePlans(db: DbOrTx): Promise<PlanRow[]> {
  return db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.active, true))
    .orderBy(asc(pricingPlans.sortOrder));
}

export async function readPurchasesSetting(db: DbOrTx): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'purchasesEnabled'))
    .limit(1);
  return row?.value;
}

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

export async function ledgerKeyExists(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, idempotencyKey))
    .limit(1);
  return !!row;
}
