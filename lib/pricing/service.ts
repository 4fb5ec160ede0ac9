import 'server-only';
import { type CostKey, COST_DEFAULTS, stickerCountForPlan } from '@/lib/config/pricing';
import type { Plan, PricingConfig } from '@/lib/contracts/pricing';
import { cachedPublicData } from '@/lib/cache/public-data';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import { PURCHASES_SETTING, purchasesSwitchOn } from '@/lib/settings/service';
import { findCost, findPlan, listCosts, listPlans, type PlanRow } from './queries';

export type { PlanRow };

export { PURCHASES_SETTING };

function toPlan(p: PlanRow): Plan {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    priceInUsd: Number(p.priceInUsd),
    credits: p.credits,
    freeCredits: p.freeCredits,
    popular: p.popular,
    imagePath: p.imagePath,
    checkoutProductId: p.checkoutProductId,
    checkoutPageTemplate: p.checkoutPageTemplate,
    starsPrice: p.starsPrice,
    stickerCount: stickerCountForPlan(p),
  };
}

/** Purchases need both the operator switch (npm run credits -- purchases on|off) and a payment path. */
export async function arePurchasesEnabled(db: DbOrTx): Promise<boolean> {
  return (await purchasesSwitchOn(db)) && env().purchasesEnabled;
}

async function loadPricing(db: DbOrTx) {
  const [plans, costRows, switchOn] = await Promise.all([
    listPlans(db, { activeOnly: true }),
    listCosts(db),
    purchasesSwitchOn(db),
  ]);
  const costs: Record<string, number> = { ...COST_DEFAULTS };
  for (const c of costRows) costs[c.key] = c.credits;
  return { switchOn, plans: plans.map(toPlan), costs };
}

// One config object per cached copy and switch position, so the route serializes it once (memoJson).
const configs = new WeakMap<object, Map<boolean, PricingConfig>>();

/**
 * Pricing config (docs/product-rules.md): active plans by sortOrder, and every action cost (defaults fill gaps).
 * From memory after the first call (lib/cache/public-data.ts: dropped on every operator change).
 * The same object while that copy lives and the switch holds: read it, never mutate it.
 */
export async function getPricingConfig(db: DbOrTx): Promise<PricingConfig> {
  const cached = await cachedPublicData(db, 'pricing', () => loadPricing(db));
  const enabled = cached.switchOn && env().purchasesEnabled;
  let byEnabled = configs.get(cached);
  if (!byEnabled) {
    byEnabled = new Map();
    configs.set(cached, byEnabled);
  }
  let config = byEnabled.get(enabled);
  if (!config) {
    config = { enabled, plans: cached.plans, costs: cached.costs };
    byEnabled.set(enabled, config);
  }
  return config;
}

/** The database is the source of truth once seeded; COST_DEFAULTS only covers a missing row. */
export async function getCost(db: DbOrTx, key: CostKey): Promise<number> {
  const row = await findCost(db, key);
  return row?.credits ?? COST_DEFAULTS[key];
}

/** A plan row by id, active or not (a payment for a plan retired since is still fulfilled). */
export const findPlanRow = (db: DbOrTx, id: string) => findPlan(db, id);

/** The plans on sale, by their order. */
export const listActivePlanRows = (db: DbOrTx) => listPlans(db, { activeOnly: true });
