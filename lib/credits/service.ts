import type { CreditHistoryEntry } from '@/lib/contracts/credits';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { getAvailableCredits } from './balance';
import { getSetting, MAX_IN_PROGRESS_SETTING } from '@/lib/settings/service';
import { findCreditState } from '@/lib/users/service';
import * as q from './queries';

// The only code that changes a balance (docs/architecture.md, docs/product-rules.md). Each operation is one statement (one
// transaction, see queries.ts); checks live in conditional UPDATEs and idempotency in unique keys,
// never in a prior read. Reads happen only after a write matched nothing, to word the answer.
// Invariant: sum(credit_ledger.delta) per user == users.balance; held == sum of HELD holds.
// No 'server-only' import: the operator CLI grants credits through this module under tsx.

export type GrantKind = 'PURCHASE' | 'BONUS' | 'MANUAL_ADDITION' | 'PROMO_CODE' | 'TELEGRAM_PURCHASE';
export type HistoryEntry = CreditHistoryEntry;

export type GrantInput = {
  userId: string;
  credits: number;
  kind: GrantKind;
  description: string;
  idempotencyKey: string;
  amount?: string | null;
  currency?: string | null;
  amountUsd?: string | null;
  externalReference?: string | null;
};

export type ReserveInput = {
  userId: string;
  credits: number;
  action: string;
  description: string;
  idempotencyKey: string;
  maxInProgress?: number;
};

export { DEFAULT_MAX_IN_PROGRESS, MAX_IN_PROGRESS_SETTING } from './queries';

function assertCredits(credits: number, min: number) {
  if (!Number.isSafeInteger(credits) || credits < min) throw new Error(`Invalid credit amount: ${credits}`);
}

async function currentAvailable(db: DbOrTx, userId: string): Promise<number> {
  const row = await findCreditState(db, userId);
  if (!row) throw new ApiError('NOT_FOUND', 'User not found');
  return getAvailableCredits(row);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * A statement that may fail on purpose (unique violation = replay) must not abort a caller's
 * transaction: inside one it runs in a savepoint; alone it is its own transaction.
 */
function isolated<T>(db: DbOrTx, fn: (d: DbOrTx) => Promise<T>): Promise<T> {
  return db instanceof PgTransaction ? db.transaction((tx) => fn(tx)) : fn(db);
}

/** The same key again: answer with the existing hold, never a second one. */
async function replayOf(db: DbOrTx, input: ReserveInput) {
  const existing = await q.findHold(db, input.idempotencyKey);
  if (!existing) return undefined;
  if (existing.userId !== input.userId) throw new ApiError('CONFLICT', 'Idempotency key already used');
  return { holdKey: input.idempotencyKey, availableCredits: await currentAvailable(db, input.userId) };
}

/** Why a conditional hold/debit matched nothing (read only after the write refused, for the answer). */
async function refusal(db: DbOrTx, input: ReserveInput, maxInProgress: number | undefined) {
  const replay = await replayOf(db, input); // a replay that queued behind its original on the users row
  if (replay) return replay;
  const available = await currentAvailable(db, input.userId);
  if (available < input.credits) {
    throw new ApiError('INSUFFICIENT_CREDITS', 'Insufficient credits.', {
      required: input.credits,
      available,
    });
  }
  throw new ApiError('TOO_MANY_IN_PROGRESS', 'Too many actions in progress. Please wait for one to finish.', {
    maxInProgress: maxInProgress ?? (await getMaxInProgress(db)),
  });
}

export async function getMaxInProgress(db: DbOrTx): Promise<number> {
  const value = await getSetting(db, MAX_IN_PROGRESS_SETTING);
  return typeof value === 'number' && Number.isInteger(value) ? value : q.DEFAULT_MAX_IN_PROGRESS;
}

/** Adds credits once per idempotencyKey; a replay returns granted=false and changes nothing. */
export async function grantCredits(db: DbOrTx, input: GrantInput) {
  assertCredits(input.credits, 1);
  const row = await q.grantStatement(db, {
    userId: input.userId,
    credits: input.credits,
    kind: input.kind,
    description: input.description,
    idempotencyKey: input.idempotencyKey,
    amount: input.amount ?? null,
    currency: input.currency ?? null,
    amountUsd: input.amountUsd ?? null,
    externalReference: input.externalReference ?? null,
  });
  if (row) return { granted: true, availableCredits: getAvailableCredits(row) };
  return { granted: false, availableCredits: await currentAvailable(db, input.userId) };
}

/**
 * Holds credits for an action in progress (capture on success, release on failure). Refused with
 * INSUFFICIENT_CREDITS (402) or TOO_MANY_IN_PROGRESS (409); the same key again returns the same hold.
 */
export async function reserveCredits(db: DbOrTx, input: ReserveInput) {
  assertCredits(input.credits, 0);
  try {
    const row = await isolated(db, (d) => q.holdStatement(d, input, input.maxInProgress));
    if (row) return { holdKey: input.idempotencyKey, availableCredits: getAvailableCredits(row) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  return refusal(db, input, input.maxInProgress);
}

/** HELD → CAPTURED once: one CHARGE ledger row (none for a free action). Later calls: captured=false. */
export async function captureHold(db: DbOrTx, holdKey: string) {
  const row = await q.settleStatement(db, holdKey, 'CAPTURED');
  if (row) return { captured: true, availableCredits: getAvailableCredits(row) };
  return { captured: false, availableCredits: await availableForHold(db, holdKey) };
}

/** HELD → RELEASED once, no ledger row: failed work is never charged. */
export async function releaseHold(db: DbOrTx, holdKey: string) {
  const row = await q.settleStatement(db, holdKey, 'RELEASED');
  if (row) return { released: true, availableCredits: getAvailableCredits(row) };
  return { released: false, availableCredits: await availableForHold(db, holdKey) };
}

export type PartInput = { holdKey: string; partKey: string; credits: number; description: string };

/**
 * One part of a batch hold (one sticker of a set) charged as soon as it succeeds: one CHARGE row,
 * once per part key. The batch stays one action in progress until its last part settles.
 */
export async function capturePart(db: DbOrTx, part: PartInput) {
  assertCredits(part.credits, 0);
  const row = await q.settlePartStatement(db, { ...part, status: 'CAPTURED' });
  if (row) return { captured: true, availableCredits: getAvailableCredits(row) };
  return { captured: false, availableCredits: await availableForHold(db, part.holdKey) };
}

/** One part of a batch hold released (that sticker failed): never charged. */
export async function releasePart(db: DbOrTx, part: PartInput) {
  assertCredits(part.credits, 0);
  const row = await q.settlePartStatement(db, { ...part, status: 'RELEASED' });
  if (row) return { released: true, availableCredits: getAvailableCredits(row) };
  return { released: false, availableCredits: await availableForHold(db, part.holdKey) };
}

async function availableForHold(db: DbOrTx, holdKey: string) {
  const hold = await q.findHold(db, holdKey);
  if (!hold) throw new ApiError('NOT_FOUND', 'Credit hold not found');
  return currentAvailable(db, hold.userId);
}

/**
 * Reserve and capture in one statement, for instant actions (pack creation, suggestions, style
 * purchase). The in-progress limit applies only when maxInProgress is passed: an instant action
 * never occupies a slot. The same key again charges nothing.
 */
export async function chargeCredits(db: DbOrTx, input: ReserveInput) {
  assertCredits(input.credits, 0);
  try {
    const row = await isolated(db, (d) => q.chargeStatement(d, input, input.maxInProgress));
    if (row) return { availableCredits: getAvailableCredits(row) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const r = await refusal(db, input, input.maxInProgress);
  return { availableCredits: r.availableCredits };
}

export async function getAvailableCreditsForUser(db: DbOrTx, userId: string): Promise<number> {
  return currentAvailable(db, userId);
}

export { getCreditHistory } from './history';

/** Whether a ledger row with this idempotency key exists (a purchase already fulfilled). */
export const ledgerKeyExists = (db: DbOrTx, idempotencyKey: string) => q.ledgerKeyExists(db, idempotencyKey);
