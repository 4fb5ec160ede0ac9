import { and, desc, eq, sql } from 'drizzle-orm';
import { appSettings, creditHolds, creditLedger, users } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// Every write here is a single conditional statement: the WHERE clause is the check, so two
// concurrent callers can never both pass it (NOTES.md: read-then-write let 199 of 200 through).
// No 'server-only' import: the operator CLI (scripts/credits-cli.ts) runs these under tsx.

export type LedgerInsert = typeof creditLedger.$inferInsert;
export type HoldRow = typeof creditHolds.$inferSelect;

const balanceCols = { balance: users.balance, held: users.held, activeHolds: users.activeHolds };

/** Inserts the ledger row unless its idempotency key exists; undefined means a replay. */
export async function insertLedgerRow(db: DbOrTx, row: LedgerInsert) {
  const [created] = await db
    .insert(creditLedger)
    .values(row)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return created;
}

export async function addToBalance(db: DbOrTx, userId: string, credits: number) {
  const [row] = await db
    .update(users)
    .set({ balance: sql`${users.balance} + ${credits}` })
    .where(eq(users.id, userId))
    .returning(balanceCols);
  return row;
}

/** Holds credits only if they are available and the user is under the in-progress limit. */
export async function holdOnUser(db: DbOrTx, userId: string, credits: number, maxInProgress: number) {
  const [row] = await db
    .update(users)
    .set({ held: sql`${users.held} + ${credits}`, activeHolds: sql`${users.activeHolds} + 1` })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.balance} - ${users.held} >= ${credits}`,
        sql`${users.activeHolds} < ${maxInProgress}`,
      ),
    )
    .returning(balanceCols);
  return row;
}

/** Settles a hold on the user row: a capture also takes the credits off the balance. */
export async function settleOnUser(db: DbOrTx, userId: string, amount: number, capture: boolean) {
  const [row] = await db
    .update(users)
    .set({
      balance: capture ? sql`${users.balance} - ${amount}` : users.balance,
      held: sql`${users.held} - ${amount}`,
      activeHolds: sql`${users.activeHolds} - 1`,
    })
    .where(eq(users.id, userId))
    .returning(balanceCols);
  return row;
}

/** Takes credits straight off the available balance (instant actions: no hold stays open). */
export async function debitAvailable(db: DbOrTx, userId: string, credits: number, maxInProgress?: number) {
  const [row] = await db
    .update(users)
    .set({ balance: sql`${users.balance} - ${credits}` })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.balance} - ${users.held} >= ${credits}`,
        maxInProgress === undefined ? undefined : sql`${users.activeHolds} < ${maxInProgress}`,
      ),
    )
    .returning(balanceCols);
  return row;
}

export async function insertHold(db: DbOrTx, row: typeof creditHolds.$inferInsert) {
  const [created] = await db
    .insert(creditHolds)
    .values(row)
    .onConflictDoNothing({ target: creditHolds.idempotencyKey })
    .returning();
  return created;
}

export async function findHold(db: DbOrTx, holdKey: string) {
  const [row] = await db.select().from(creditHolds).where(eq(creditHolds.idempotencyKey, holdKey)).limit(1);
  return row;
}

/** HELD → CAPTURED or RELEASED, exactly once: the row lock makes a concurrent second caller see the new status. */
export async function settleHold(db: DbOrTx, holdKey: string, status: 'CAPTURED' | 'RELEASED') {
  const [row] = await db
    .update(creditHolds)
    .set({ status, settledAt: sql`now()` })
    .where(and(eq(creditHolds.idempotencyKey, holdKey), eq(creditHolds.status, 'HELD')))
    .returning();
  return row;
}

export async function findBalance(db: DbOrTx, userId: string) {
  const [row] = await db.select(balanceCols).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function listLedger(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

// Explicit ::jsonb cast: both drivers then store the same JSON value (not a JSON string).
export async function writeSetting(db: DbOrTx, key: string, value: unknown) {
  const json = JSON.stringify(value);
  await db
    .insert(appSettings)
    .values({ key, value: sql`${json}::jsonb` })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`${json}::jsonb` } });
}
