import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { promoCodes, promoRedemptions } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// No 'server-only' import: the operator CLI (scripts/promo-cli.ts) creates and lists codes with these.

export async function findPromoByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row;
}

/** One redemption per user per code: a second (or concurrent) attempt hits the unique pair. */
export async function insertRedemption(db: DbOrTx, promoCodeId: string, userId: string) {
  const [row] = await db
    .insert(promoRedemptions)
    .values({ promoCodeId, userId })
    .onConflictDoNothing({ target: [promoRedemptions.promoCodeId, promoRedemptions.userId] })
    .returning({ id: promoRedemptions.id });
  return row;
}

/** Takes one redemption slot only while the code is active, unexpired and not exhausted. */
export async function claimRedemptionSlot(db: DbOrTx, promoCodeId: string) {
  const [row] = await db
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.expiresAt), sql`${promoCodes.expiresAt} > now()`),
        or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptionCount, promoCodes.maxRedemptions)),
      ),
    )
    .returning({ code: promoCodes.code, credits: promoCodes.credits });
  return row;
}

export async function insertPromo(
  db: DbOrTx,
  values: { code: string; credits: number; expiresAt: Date | null; maxRedemptions: number | null },
) {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listPromos(db: DbOrTx) {
  return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt));
}

export async function setPromoActive(db: DbOrTx, code: string, active: boolean) {
  const [row] = await db.update(promoCodes).set({ active }).where(eq(promoCodes.code, code)).returning();
  return row;
}
