import type { CreditHistoryEntry } from '@/lib/contracts/credits';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/http/errors';
import { getAvailableCredits } from './balance';
import * as q from './queries';

// The only code that changes a balance (STYLE §4, DESIGN §5). Each operation is one transaction;
// checks live in conditional UPDATEs and idempotency in unique keys, never in a prior read.
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

export const DEFAULT_MAX_IN_PROGRESS = 3;
export const MAX_IN_PROGRESS_SETTING = 'maxActionsInProgress';

export const withBalance = (availableCredits: number) => ({ availableCredits });

function assertCredits(credits: number, min: number) {
  if (!Number.isSafeInteger(credits) || credits < min) throw new Error(`Invalid credit amount: ${credits}`);
}

const captureKey = (holdKey: string) => `capture:${holdKey}`;

async function currentAvailable(db: DbOrTx, userId: string): Promise<number> {
  const row = await q.findBalance(db, userId);
  if (!row) throw new ApiError('NOT_FOUND', 'User not found');
  return getAvailableCredits(row);
}

/** Why a conditional hold/debit matched no row (read only after the write refused, for the message). */
async function refusal(db: DbOrTx, userId: string, credits: number, maxInProgress?: number) {
  const available = await currentAvailable(db, userId);
  if (available < credits) {
    return new ApiError('INSUFFICIENT_CREDITS', 'Insufficient credits.', { required: credits, available });
  }
  return new ApiError(
    'TOO_MANY_IN_PROGRESS',
    'Too many actions in progress. Please wait for one to finish.',
    {
      maxInProgress,
    },
  );
}

export async function getMaxInProgress(db: DbOrTx): Promise<number> {
  const value = await q.readSetting(db, MAX_IN_PROGRESS_SETTING);
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_IN_PROGRESS;
}

/** Adds credits once per idempotencyKey; a replay returns granted=false and changes nothing. */
export async function grantCredits(db: DbOrTx, input: GrantInput) {
  assertCredits(input.credits, 1);
  return db.transaction(async (tx) => {
    const created = await q.insertLedgerRow(tx, {
      userId: input.userId,
      delta: input.credits,
      kind: input.kind,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
      amount: input.amount ?? null,
      currency: input.currency ?? null,
      amountUsd: input.amountUsd ?? null,
      externalReference: input.externalReference ?? null,
    });
    if (!created) return { granted: false, availableCredits: await currentAvailable(tx, input.userId) };
    const row = await q.addToBalance(tx, input.userId, input.credits);
    if (!row) throw new ApiError('NOT_FOUND', 'User not found');
    return { granted: true, availableCredits: getAvailableCredits(row) };
  });
}

/**
 * Holds credits for an action in progress. The hold row goes in first so a replayed key waits on
 * the unique index and then returns the existing hold; a refused UPDATE rolls the hold row back.
 */
export async function reserveCredits(db: DbOrTx, input: ReserveInput) {
  assertCredits(input.credits, 0);
  const max = input.maxInProgress ?? (await getMaxInProgress(db));
  return db.transaction(async (tx) => {
    const hold = await q.insertHold(tx, {
      userId: input.userId,
      amount: input.credits,
      action: input.action,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
    });
    if (!hold) {
      const existing = await q.findHold(tx, input.idempotencyKey);
      if (existing?.userId !== input.userId) throw new ApiError('CONFLICT', 'Idempotency key already used');
      return { holdKey: input.idempotencyKey, availableCredits: await currentAvailable(tx, input.userId) };
    }
    const row = await q.holdOnUser(tx, input.userId, input.credits, max);
    if (!row) throw await refusal(tx, input.userId, input.credits, max);
    return { holdKey: input.idempotencyKey, availableCredits: getAvailableCredits(row) };
  });
}

async function settle(db: DbOrTx, holdKey: string, status: 'CAPTURED' | 'RELEASED') {
  return db.transaction(async (tx) => {
    const hold = await q.settleHold(tx, holdKey, status);
    if (!hold) {
      const existing = await q.findHold(tx, holdKey);
      if (!existing) throw new ApiError('NOT_FOUND', 'Credit hold not found');
      return { done: false, availableCredits: await currentAvailable(tx, existing.userId) };
    }
    const capture = status === 'CAPTURED';
    const row = await q.settleOnUser(tx, hold.userId, hold.amount, capture);
    if (!row) throw new ApiError('NOT_FOUND', 'User not found');
    if (capture && hold.amount > 0) {
      const charged = await q.insertLedgerRow(tx, {
        userId: hold.userId,
        delta: -hold.amount,
        kind: 'CHARGE',
        description: hold.description,
        idempotencyKey: captureKey(holdKey),
      });
      if (!charged) throw new Error(`Ledger row for hold ${holdKey} already exists`);
    }
    return { done: true, availableCredits: getAvailableCredits(row) };
  });
}

/** HELD → CAPTURED once: one CHARGE ledger row (none for a free action). Later calls: captured=false. */
export async function captureHold(db: DbOrTx, holdKey: string) {
  const r = await settle(db, holdKey, 'CAPTURED');
  return { captured: r.done, availableCredits: r.availableCredits };
}

/** HELD → RELEASED once, no ledger row: failed work is never charged. */
export async function releaseHold(db: DbOrTx, holdKey: string) {
  const r = await settle(db, holdKey, 'RELEASED');
  return { released: r.done, availableCredits: r.availableCredits };
}

/**
 * Reserve and capture in one transaction, for instant actions. The in-progress limit applies only
 * when maxInProgress is passed: an instant action never occupies a slot. A replayed key charges nothing.
 */
export async function chargeCredits(db: DbOrTx, input: ReserveInput) {
  assertCredits(input.credits, 0);
  return db.transaction(async (tx) => {
    const hold = await q.insertHold(tx, {
      userId: input.userId,
      amount: input.credits,
      action: input.action,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
      status: 'CAPTURED',
      settledAt: new Date(),
    });
    if (!hold) {
      const existing = await q.findHold(tx, input.idempotencyKey);
      if (existing?.userId !== input.userId) throw new ApiError('CONFLICT', 'Idempotency key already used');
      return { availableCredits: await currentAvailable(tx, input.userId) };
    }
    const row = await q.debitAvailable(tx, input.userId, input.credits, input.maxInProgress);
    if (!row) throw await refusal(tx, input.userId, input.credits, input.maxInProgress);
    if (input.credits > 0) {
      await q.insertLedgerRow(tx, {
        userId: input.userId,
        delta: -input.credits,
        kind: 'CHARGE',
        description: input.description,
        idempotencyKey: captureKey(input.idempotencyKey),
      });
    }
    return { availableCredits: getAvailableCredits(row) };
  });
}

export async function getAvailableCreditsForUser(db: DbOrTx, userId: string): Promise<number> {
  return currentAvailable(db, userId);
}

const money = (v: string | null) => (v === null ? null : Number(v));

/** Newest first; grants and captured charges only (released holds never reach the ledger). */
export async function getCreditHistory(
  db: DbOrTx,
  userId: string,
  opts: { limit?: number } = {},
): Promise<HistoryEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(opts.limit ?? 100), 1), 500);
  const rows = await q.listLedger(db, userId, limit);
  return rows.map((r) => ({
    allocationTime: r.createdAt.toISOString(),
    allocationType: r.kind,
    allocationDescription: r.description,
    amount: money(r.amount),
    currency: r.currency,
    amountUsd: money(r.amountUsd),
    creditsAllocated: r.delta,
    externalReference: r.externalReference,
  }));
}
