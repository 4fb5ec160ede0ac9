import { asc, eq } from 'drizzle-orm';
import { markPublicDataChanged } from '@/lib/cache/public-data';
import { actionCosts, pricingPlans } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// No 'server-only' import: the operator CLI (scripts/credits-cli.ts) edits plans and costs with these.

export type PlanRow = typeof pricingPlans.$inferSelect;
export type PlanPatch = Partial<Omit<PlanRow, 'id'>>;

export async function listPlans(db: DbOrTx, opts: { activeOnly: boolean }) {
  const q = db.select().from(pricingPlans);
  const filtered = opts.activeOnly ? q.where(eq(pricingPlans.active, true)) : q;
  return filtered.orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));
}

export async function updatePlan(db: DbOrTx, id: string, patch: PlanPatch) {
  const [row] = await db.update(pricingPlans).set(patch).where(eq(pricingPlans.id, id)).returning();
  await markPublicDataChanged(db, 'pricing');
  return row;
}

export async function listCosts(db: DbOrTx) {
  return db.select().from(actionCosts).orderBy(asc(actionCosts.key));
}

export async function findCost(db: DbOrTx, key: string) {
  const [row] = await db.select().from(actionCosts).where(eq(actionCosts.key, key)).limit(1);
  return row;
}

export async function upsertCost(db: DbOrTx, key: string, credits: number) {
  await db
    .insert(actionCosts)
    .values({ key, credits })
    .onConflictDoUpdate({ target: actionCosts.key, set: { credits } });
  await markPublicDataChanged(db, 'pricing');
}

export async function findPlan(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id)).limit(1);
  return row;
}
