import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { jobSlots } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';

// Jobs in flight for the kinds no credit hold caps (repeated /start messages queued
// unlimited publish jobs). Enforced in the database, so it holds across instances: per user at most
// `perUser` sent and unsettled; per job and key at most one waiting to start — a duplicate request
// joins it (it reads the pack when it starts, so it covers the later request too). One started may
// run beside a waiting one: an edit made while a sync runs still gets its own pass.

/** A slot outlives a lost event or a dead instance by this much at most. */
export const SLOT_TTL_SECONDS = 15 * 60;

export type SlotRule = { perUser: number; key: string };
export type SlotTake = { status: 'taken'; token: string } | { status: 'joined' };

const until = sql`now() + ${SLOT_TTL_SECONDS}::int * interval '1 second'`;

/**
 * Takes a slot for one job: 'joined' when one with the same key is waiting, a 409
 * TOO_MANY_IN_PROGRESS when the user has `perUser` in flight (unless `followUp`: a running job's
 * own next pass). One transaction under a per-user lock, so concurrent requests cannot both pass.
 */
export async function takeSlot(
  db: DbOrTx,
  input: { job: string; userId: string; rule: SlotRule; followUp?: boolean },
): Promise<SlotTake> {
  const { job, userId, rule } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`job-slots:${userId}`}))`);
    await tx.delete(jobSlots).where(and(eq(jobSlots.userId, userId), lt(jobSlots.expiresAt, sql`now()`)));
    const [waiting] = await tx
      .select({ token: jobSlots.token })
      .from(jobSlots)
      .where(and(eq(jobSlots.job, job), eq(jobSlots.key, rule.key), eq(jobSlots.started, false)))
      .limit(1);
    if (waiting) return { status: 'joined' } as const;
    if (!input.followUp) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(jobSlots)
        .where(and(eq(jobSlots.userId, userId), eq(jobSlots.job, job)));
      if ((row?.n ?? 0) >= rule.perUser)
        throw new ApiError(
          'TOO_MANY_IN_PROGRESS',
          'Too many actions in progress. Please wait for one to finish.',
          { maxInProgress: rule.perUser },
        );
    }
    const token = randomUUID();
    const inserted = await tx
      .insert(jobSlots)
      .values({ token, job, key: rule.key, userId, expiresAt: until })
      .onConflictDoNothing()
      .returning({ token: jobSlots.token });
    return inserted.length ? ({ status: 'taken', token } as const) : ({ status: 'joined' } as const);
  });
}

/** The job started (each attempt): a new request for its key queues behind it instead of joining. */
export async function startSlot(db: DbOrTx, token: string) {
  await db.update(jobSlots).set({ started: true, expiresAt: until }).where(eq(jobSlots.token, token));
}

/** The job settled (done, or failed for good), or its event could not be sent. */
export async function releaseSlot(db: DbOrTx, token: string) {
  await db.delete(jobSlots).where(eq(jobSlots.token, token));
}

/** The embedded database has one process: at its start every slot is a dead process's. */
export async function clearAllSlots(db: DbOrTx) {
  await db.delete(jobSlots);
}

/** Housekeeping: slots of lost events and dead instances. */
export async function purgeExpiredSlots(db: DbOrTx) {
  await db.delete(jobSlots).where(lt(jobSlots.expiresAt, sql`now()`));
}

/** The slot token an event carries (added by sendEvent; dropped when the payload is parsed). */
export const SLOT_FIELD = 'jobSlot';
export const slotOf = (data: unknown): string | null => {
  const v = (data as Record<string, unknown> | null | undefined)?.[SLOT_FIELD];
  return typeof v === 'string' ? v : null;
};
