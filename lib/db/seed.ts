import { sql } from 'drizzle-orm';
import { COST_DEFAULTS, PLAN_SEEDS } from '@/lib/config/pricing';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { actionCosts, appSettings, pricingPlans, stickerStyles } from './schema';
import type { Database } from './types';

/**
 * Idempotent: inserts what is missing and never overwrites values an operator changed
 * (npm run credits -- plans|costs edits them). Only rows: on a live database the caller tells the
 * servers' caches (lib/cli/seed.ts); a freshly opened embedded database has nothing cached yet.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(pricingPlans)
    .values(
      PLAN_SEEDS.map((p, i) => ({
        ...p,
        sortOrder: i,
        imagePath: `/plans/${p.id}.svg`,
        checkoutProductId: `plan_${p.id}`,
        checkoutPageTemplate: 'default',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(actionCosts)
    .values(Object.entries(COST_DEFAULTS).map(([key, credits]) => ({ key, credits })))
    .onConflictDoNothing();
  await db
    .insert(stickerStyles)
    .values(
      STYLE_SEEDS.map((st, i) => ({
        reference: st.reference,
        name: st.name,
        description: st.description,
        prompt: st.prompt,
        categoryName: st.categoryName,
        rarity: st.rarity,
        costInCredits: st.costInCredits,
        isFree: st.costInCredits === 0,
        order: i,
        imageKey: `/styles/${st.reference}.webp`,
        look: st.look,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(appSettings)
    .values({ key: 'purchasesEnabled', value: sql`'true'::jsonb` })
    .onConflictDoNothing();
}
