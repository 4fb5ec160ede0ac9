import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { arePurchasesEnabled, findPlanRow, listActivePlanRows, type PlanRow } from '@/lib/pricing/service';

export type { PlanRow };
export { purchasesSwitchOn } from '@/lib/settings/service';

/** Product rule (docs/product-rules.md): card purchases need a payment method configured AND the operator switch on. */
export const purchasesEnabled = arePurchasesEnabled;

export async function assertPurchasesEnabled(db: DbOrTx): Promise<void> {
  if (!(await purchasesEnabled(db))) {
    throw new ApiError('PURCHASES_DISABLED', 'Purchases are temporarily disabled.');
  }
}

/** A plan that can be bought now (exists and is active). */
export async function getPlanForSale(db: DbOrTx, planId: string): Promise<PlanRow> {
  const plan = await findPlanRow(db, planId);
  if (!plan?.active) throw new ApiError('NOT_FOUND', 'Plan not found');
  return plan;
}

export const listPlansForSale = listActivePlanRows;
/** Any plan, active or not: a payment already made for a plan retired since is still fulfilled. */
export const findPlanById = findPlanRow;

/** '9.99' → 999, exactly (no float rounding on the way). */
export function usdToCents(price: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!m) throw new Error(`Invalid USD price: ${price}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export const centsToUsd = (cents: number) => (cents / 100).toFixed(2);
