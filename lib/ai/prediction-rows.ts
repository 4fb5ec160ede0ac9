import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/types';
import { replicatePredictions } from '@/lib/db/schema';

// The replicate_predictions table (lib/db/schema/ai.ts): lib/ai owns it.
export type PredictionRow = typeof replicatePredictions.$inferSelect;
export const TERMINAL = new Set(['succeeded', 'failed', 'canceled']);

/**
 * The prediction a call should use: one still running or succeeded from any attempt (a step run
 * again after a crash must not pay twice), else one that failed in this very attempt (its failure
 * stands until the job retries). None: this attempt asks anew.
 */
export async function findPrediction(
  db: DbOrTx,
  base: string,
  attempt: number,
): Promise<PredictionRow | null> {
  const rows = await db.select().from(replicatePredictions).where(eq(replicatePredictions.base, base));
  const usable = rows.find((r) => !r.completedAt || r.status === 'succeeded');
  return usable ?? rows.find((r) => r.attempt === attempt) ?? null;
}

export async function findByPredictionId(db: DbOrTx, predictionId: string): Promise<PredictionRow | null> {
  const [row] = await db
    .select()
    .from(replicatePredictions)
    .where(eq(replicatePredictions.predictionId, predictionId));
  return row ?? null;
}

/** Claims base and attempt before Replicate is asked: of two racing steps only one creates the prediction. */
export async function claimPrediction(db: DbOrTx, base: string, attempt: number): Promise<string | null> {
  const key = `${base}@${attempt}`;
  const rows = await db
    .insert(replicatePredictions)
    .values({ key, base, attempt })
    .onConflictDoNothing()
    .returning({ key: replicatePredictions.key });
  return rows.length > 0 ? key : null;
}

export async function attachPrediction(db: DbOrTx, key: string, predictionId: string) {
  await db
    .update(replicatePredictions)
    .set({ predictionId })
    .where(and(eq(replicatePredictions.key, key), isNull(replicatePredictions.predictionId)));
}

/** Whether a claim made since `since` still waits for its create call's answer (its prediction's id). */
export async function hasUnattachedClaim(db: DbOrTx, since: Date): Promise<boolean> {
  const rows = await db
    .select({ key: replicatePredictions.key })
    .from(replicatePredictions)
    .where(and(isNull(replicatePredictions.predictionId), gt(replicatePredictions.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** A claim whose create call failed: forget it, so the retry asks again. */
export async function dropClaim(db: DbOrTx, key: string) {
  await db
    .delete(replicatePredictions)
    .where(and(eq(replicatePredictions.key, key), isNull(replicatePredictions.predictionId)));
}

/** Records an outcome once: a repeated or late webhook finds the row settled and changes nothing. */
export async function settlePrediction(
  db: DbOrTx,
  predictionId: string,
  outcome: { status: string; output: string | null; error: string | null },
): Promise<boolean> {
  const rows = await db
    .update(replicatePredictions)
    .set({ ...outcome, completedAt: new Date() })
    .where(and(eq(replicatePredictions.predictionId, predictionId), isNull(replicatePredictions.completedAt)))
    .returning({ key: replicatePredictions.key });
  return rows.length > 0;
}
