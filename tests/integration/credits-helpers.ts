import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { creditHolds, creditLedger, users } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';

/** A fresh user, optionally with a starting grant. */
export { makeUser } from '../helpers/users';

export async function userState(db: Database, userId: string) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)`, rows: sql<string>`count(*)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const [holds] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditHolds.remaining}), 0)`, n: sql<string>`count(*)` })
    .from(creditHolds)
    .where(and(eq(creditHolds.userId, userId), eq(creditHolds.status, 'HELD')));
  if (!u || !ledger || !holds) throw new Error('user missing');
  return {
    balance: u.balance,
    held: u.held,
    activeHolds: u.activeHolds,
    ledgerSum: Number(ledger.sum),
    ledgerRows: Number(ledger.rows),
    heldSum: Number(holds.sum),
    heldCount: Number(holds.n),
  };
}

/** The ledger invariants of docs/product-rules.md, checked from the rows themselves. */
export async function expectConsistent(db: Database, userId: string) {
  const s = await userState(db, userId);
  expect(s.ledgerSum).toBe(s.balance);
  expect(s.heldSum).toBe(s.held);
  expect(s.heldCount).toBe(s.activeHolds);
  expect(s.balance).toBeGreaterThanOrEqual(0);
  expect(s.held).toBeLessThanOrEqual(s.balance);
  return s;
}

export async function errorCodeOf(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
}
