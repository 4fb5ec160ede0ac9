import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { creditHolds, creditLedger } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Each balance change is ONE statement: a conditional UPDATE (the WHERE clause is the check, so two
// concurrent callers can never both pass it; read-then-write lets concurrent spends overshoot,
// docs/measurements.md) joined
// through data-modifying CTEs with the hold/ledger row it belongs to. One statement is one atomic
// transaction and one round trip, and the users row stays locked only until its commit.
// No 'server-only' import: the operator CLI (scripts/credits-cli.ts) runs these under tsx.

export type BalanceRow = { balance: number; held: number };

export const DEFAULT_MAX_IN_PROGRESS = 3;
export { MAX_IN_PROGRESS_SETTING } from '@/lib/settings/service';
import { MAX_IN_PROGRESS_SETTING } from '@/lib/settings/service';
export const captureKey = (holdKey: string) => `capture:${holdKey}`;

/** Rows of a raw statement: postgres.js returns an array, PGlite an object with rows. */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type GrantRow = {
  userId: string;
  credits: number;
  kind: string;
  description: string;
  idempotencyKey: string;
  amount: string | null;
  currency: string | null;
  amountUsd: string | null;
  externalReference: string | null;
};

/** Ledger row + balance; no row back when the idempotency key was already used (a replay). */
export async function grantStatement(db: DbOrTx, g: GrantRow): Promise<BalanceRow | undefined> {
  const [row] = await rows<BalanceRow>(
    db,
    sql`WITH l AS (
      INSERT INTO credit_ledger (user_id, delta, kind, description, amount, currency, amount_usd, external_reference, idempotency_key)
      VALUES (${g.userId}::uuid, ${g.credits}::int, ${g.kind}::text, ${g.description}::text, ${g.amount}::numeric,
              ${g.currency}::text, ${g.amountUsd}::numeric, ${g.externalReference}::text, ${g.idempotencyKey}::text)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING user_id, delta)
    UPDATE users SET balance = users.balance + l.delta FROM l WHERE users.id = l.user_id
    RETURNING users.balance, users.held`,
  );
  return row;
}

export type HoldInput = {
  userId: string;
  credits: number;
  action: string;
  description: string;
  idempotencyKey: string;
};

/**
 * Holds credits only if available and under the in-progress limit (explicit, else the
 * app_settings value, else 3), and inserts the hold row in the same statement. A replayed key
 * raises a unique violation, which aborts the whole statement, hold included.
 */
export async function holdStatement(
  db: DbOrTx,
  h: HoldInput,
  maxInProgress?: number,
): Promise<BalanceRow | undefined> {
  const [row] = await rows<BalanceRow>(
    db,
    sql`WITH u AS (
      UPDATE users SET held = held + ${h.credits}::int, active_holds = active_holds + 1
      WHERE id = ${h.userId}::uuid AND balance - held >= ${h.credits}::int
        AND active_holds < coalesce(${maxInProgress ?? null}::int,
          (SELECT CASE WHEN jsonb_typeof(value) = 'number' THEN (value)::int END
             FROM app_settings WHERE key = ${MAX_IN_PROGRESS_SETTING}),
          ${DEFAULT_MAX_IN_PROGRESS}::int)
      RETURNING balance, held),
    h AS (
      INSERT INTO credit_holds (user_id, amount, remaining, action, description, idempotency_key)
      SELECT ${h.userId}::uuid, ${h.credits}::int, ${h.credits}::int, ${h.action}::text, ${h.description}::text, ${h.idempotencyKey}::text FROM u
      RETURNING id)
    SELECT balance, held FROM u`,
  );
  return row;
}

/** An instant action: debit, a CAPTURED hold row (the idempotency key) and the CHARGE row at once. */
export async function chargeStatement(
  db: DbOrTx,
  h: HoldInput,
  maxInProgress?: number,
): Promise<BalanceRow | undefined> {
  const [row] = await rows<BalanceRow>(
    db,
    sql`WITH u AS (
      UPDATE users SET balance = balance - ${h.credits}::int
      WHERE id = ${h.userId}::uuid AND balance - held >= ${h.credits}::int
        AND (${maxInProgress ?? null}::int IS NULL OR active_holds < ${maxInProgress ?? null}::int)
      RETURNING balance, held),
    h AS (
      INSERT INTO credit_holds (user_id, amount, captured, status, action, description, idempotency_key, settled_at)
      SELECT ${h.userId}::uuid, ${h.credits}::int, ${h.credits}::int, 'CAPTURED', ${h.action}::text, ${h.description}::text,
             ${h.idempotencyKey}::text, now() FROM u
      RETURNING id),
    l AS (
      INSERT INTO credit_ledger (user_id, delta, kind, description, idempotency_key)
      SELECT ${h.userId}::uuid, -${h.credits}::int, 'CHARGE', ${h.description}::text, ${captureKey(h.idempotencyKey)}::text
      FROM u WHERE ${h.credits}::int > 0
      RETURNING id)
    SELECT balance, held FROM u`,
  );
  return row;
}

/**
 * HELD → CAPTURED or RELEASED exactly once: the hold's row lock makes a concurrent second caller
 * re-check status = 'HELD' and match nothing. A capture writes the CHARGE row (none for 0 credits).
 * What is settled is what the hold still has (`remaining`: less than `amount` once parts settled).
 */
export async function settleStatement(
  db: DbOrTx,
  holdKey: string,
  status: 'CAPTURED' | 'RELEASED',
): Promise<BalanceRow | undefined> {
  const capture = status === 'CAPTURED';
  const [row] = await rows<BalanceRow>(
    db,
    sql`WITH old AS (
      SELECT id, remaining, captured FROM credit_holds
      WHERE idempotency_key = ${holdKey}::text AND status = 'HELD'
      FOR UPDATE),
    h AS (
      UPDATE credit_holds c SET
        status = CASE WHEN ${capture}::boolean OR old.captured > 0 THEN 'CAPTURED' ELSE 'RELEASED' END,
        settled_at = now(), remaining = 0,
        captured = old.captured + CASE WHEN ${capture}::boolean THEN old.remaining ELSE 0 END
      FROM old WHERE c.id = old.id
      RETURNING c.user_id, old.remaining AS amount, c.description),
    l AS (
      INSERT INTO credit_ledger (user_id, delta, kind, description, idempotency_key)
      SELECT user_id, -amount, 'CHARGE', description, ${captureKey(holdKey)}::text
      FROM h WHERE ${capture}::boolean AND amount > 0
      RETURNING id)
    UPDATE users SET
      balance = users.balance - CASE WHEN ${capture}::boolean THEN h.amount ELSE 0 END,
      held = users.held - h.amount,
      active_holds = users.active_holds - 1
    FROM h WHERE users.id = h.user_id
    RETURNING users.balance, users.held`,
  );
  return row;
}

export const partCaptureKey = (holdKey: string, partKey: string) => `capture:${holdKey}:${partKey}`;

/**
 * Settles one part of a batch hold (one sticker of a set), exactly once per part key: the hold row
 * is locked (a concurrent part waits, then sees the new `remaining`), the part row's unique key
 * turns a replay into a no-op, a capture writes one CHARGE row, and the hold ends, freeing its
 * in-progress slot, when nothing remains. Nothing back for a replay or a hold no longer HELD.
 */
export async function settlePartStatement(
  db: DbOrTx,
  p: {
    holdKey: string;
    partKey: string;
    credits: number;
    status: 'CAPTURED' | 'RELEASED';
    description: string;
  },
): Promise<BalanceRow | undefined> {
  const capture = p.status === 'CAPTURED';
  const [row] = await rows<BalanceRow>(
    db,
    sql`WITH old AS (
      SELECT id, remaining, captured FROM credit_holds
      WHERE idempotency_key = ${p.holdKey}::text AND status = 'HELD' AND remaining >= ${p.credits}::int
      FOR UPDATE),
    part AS (
      INSERT INTO credit_hold_parts (part_key, hold_id, credits, status)
      SELECT ${p.partKey}::text, old.id, ${p.credits}::int, ${p.status}::text FROM old
      ON CONFLICT (hold_id, part_key) DO NOTHING
      RETURNING hold_id),
    h AS (
      UPDATE credit_holds c SET
        remaining = old.remaining - ${p.credits}::int,
        captured = old.captured + CASE WHEN ${capture}::boolean THEN ${p.credits}::int ELSE 0 END,
        status = CASE
          WHEN old.remaining - ${p.credits}::int > 0 THEN 'HELD'
          WHEN old.captured > 0 OR ${capture}::boolean THEN 'CAPTURED'
          ELSE 'RELEASED' END,
        settled_at = CASE WHEN old.remaining - ${p.credits}::int = 0 THEN now() END
      FROM old, part WHERE c.id = old.id AND part.hold_id = old.id
      RETURNING c.user_id, c.remaining),
    l AS (
      INSERT INTO credit_ledger (user_id, delta, kind, description, idempotency_key)
      SELECT user_id, -${p.credits}::int, 'CHARGE', ${p.description}::text,
             ${partCaptureKey(p.holdKey, p.partKey)}::text
      FROM h WHERE ${capture}::boolean AND ${p.credits}::int > 0
      RETURNING id)
    UPDATE users SET
      balance = users.balance - CASE WHEN ${capture}::boolean THEN ${p.credits}::int ELSE 0 END,
      held = users.held - ${p.credits}::int,
      active_holds = users.active_holds - CASE WHEN h.remaining = 0 THEN 1 ELSE 0 END
    FROM h WHERE users.id = h.user_id
    RETURNING users.balance, users.held`,
  );
  return row;
}

export async function findHold(db: DbOrTx, holdKey: string) {
  const [row] = await db.select().from(creditHolds).where(eq(creditHolds.idempotencyKey, holdKey)).limit(1);
  return row;
}

/** A grant or charge already made with this key (a fulfilment that already happened). */
export async function ledgerKeyExists(db: DbOrTx, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, idempotencyKey))
    .limit(1);
  return !!row;
}

export async function listLedger(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}
