import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Fixed-window counters in the database, shared by every instance and surviving restarts.
// One atomic upsert per hit: no read-then-write, so a burst cannot slip past the limit.

export async function hitRateLimit(db: DbOrTx, key: string, windowSeconds: number) {
  const expired = sql`${rateLimits.resetAt} < now()`;
  const nextReset = sql`now() + ${windowSeconds}::int * interval '1 second'`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: nextReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${nextReset} ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error(`Rate limit upsert returned nothing for ${key}`);
  return row;
}

/** Gives back one hit (an attempt that succeeded is not a failed attempt). */
export async function refundRateLimit(db: DbOrTx, key: string) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Counters whose window ended a day ago are dead weight (housekeeping). */
export async function purgeExpiredRateLimits(db: DbOrTx) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 day'`);
}

/**
 * better-auth's rate-limit storage on these counters: shared by every instance (its default memory
 * store counts per process) and atomic. Windows are fixed rather than rolling.
 */
export function authRateLimitStorage(db: DbOrTx) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const hit = await hitRateLimit(db, `auth:${key}`, rule.window);
      if (hit.count <= rule.max) return { allowed: true, retryAfter: null };
      return {
        allowed: false,
        retryAfter: Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)),
      };
    },
  };
}
