import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { jobLeases } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Leases say which instance works on a job's subject (docs/architecture.md: several instances on one
// PostgreSQL). An instance holds a lease while the job is queued, waiting for a retry or running,
// and renews it on a heartbeat; the sweeper and other instances leave leased subjects alone. A lease
// that expires means its instance died: one other instance claims it (one conditional upsert, so
// exactly one) and resumes or fails the job. Age alone never decides while an instance is alive.

// On globalThis: this process's id must be the same in instrumentation and every route bundle.
const g = globalThis as unknown as { __stickerInstanceId?: string };

/** This process, as lease owner: host, pid and a random part (a restarted pid is a new owner). */
export function instanceId(): string {
  g.__stickerInstanceId ??= `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  return g.__stickerInstanceId;
}

const until = (ttlSeconds: number) => sql`now() + ${ttlSeconds}::int * interval '1 second'`;

/**
 * Takes or renews leases: a subject is ours if it had no lease, its lease expired, or it was ours
 * already. Returns the subjects now ours; another live owner keeps the rest.
 */
export async function claimLeases(
  db: DbOrTx,
  subjectIds: readonly string[],
  owner: string,
  ttlSeconds: number,
): Promise<Set<string>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await db
    .insert(jobLeases)
    .values([...new Set(subjectIds)].map((subjectId) => ({ subjectId, owner, expiresAt: until(ttlSeconds) })))
    .onConflictDoUpdate({
      target: jobLeases.subjectId,
      set: { owner, expiresAt: until(ttlSeconds) },
      setWhere: sql`${jobLeases.owner} = ${owner} OR ${jobLeases.expiresAt} < now()`,
    })
    .returning({ subjectId: jobLeases.subjectId });
  return new Set(rows.map((r) => r.subjectId));
}

/** Drops this owner's leases on everything but `keep` (jobs that finished or failed for good). */
export async function releaseLeasesExcept(db: DbOrTx, owner: string, keep: readonly string[]) {
  await db
    .delete(jobLeases)
    .where(
      and(eq(jobLeases.owner, owner), keep.length ? notInArray(jobLeases.subjectId, [...keep]) : undefined),
    );
}

export async function releaseLease(db: DbOrTx, owner: string, subjectId: string) {
  await db.delete(jobLeases).where(and(eq(jobLeases.owner, owner), eq(jobLeases.subjectId, subjectId)));
}

/** The subjects among `ids` that some live instance holds. */
export async function liveLeases(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ subjectId: jobLeases.subjectId })
    .from(jobLeases)
    .where(and(inArray(jobLeases.subjectId, [...ids]), gt(jobLeases.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.subjectId));
}

/** The embedded database has one process: at its start every lease is a dead process's. */
export async function clearAllLeases(db: DbOrTx) {
  await db.delete(jobLeases);
}

/** Housekeeping: leases expired an hour ago belong to nobody. */
export async function purgeExpiredLeases(db: DbOrTx) {
  await db.delete(jobLeases).where(lt(jobLeases.expiresAt, sql`now() - interval '1 hour'`));
}

/**
 * Holds the subject's lease while `fn` runs, renewed every third of its life (Inngest runs a job
 * as a series of requests, on any instance: the sweeper must not fail one mid-step).
 */
export async function whileLeased<T>(
  db: DbOrTx,
  subjectId: string,
  ttlSeconds: number,
  fn: () => Promise<T>,
): Promise<T> {
  const owner = instanceId();
  const renew = () => claimLeases(db, [subjectId], owner, ttlSeconds).catch(() => new Set<string>());
  await renew();
  const timer = setInterval(renew, Math.max(500, (ttlSeconds * 1000) / 3));
  timer.unref?.();
  try {
    return await fn();
  } finally {
    clearInterval(timer);
    await releaseLease(db, owner, subjectId).catch(() => {});
  }
}
