import { asc, eq } from 'drizzle-orm';
import { creditLedger } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { describeLedgerRow, ledgerDetail, parseLedgerDetail } from './detail';

// An account's data export and its deletion (lib/account). Deletion keeps every ledger row for
// accounting (docs/product-rules.md, "Your data"): delta, kind, amounts, currency, payment reference
// and date stay exactly as they were, so no total changes; what names the person goes — the user
// link, the user's own words in the detail (a character's or pack's name), and the user id inside
// idempotency keys (style and promo grants carry it), replaced by a token that keeps them unique.
// No 'server-only' import, like the rest of this folder (the operator CLI).

/** Every ledger row of the user, oldest first, as the credit history shows them. */
export async function listLedgerOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  return rows.map((r) => {
    const detail = describeLedgerRow(r.description);
    return {
      time: r.createdAt.toISOString(),
      kind: r.kind,
      credits: r.delta,
      description: detail.text,
      amount: r.amount === null ? null : Number(r.amount),
      currency: r.currency,
      amountUsd: r.amountUsd === null ? null : Number(r.amountUsd),
      externalReference: r.externalReference,
    };
  });
}

// Parameters that name no one: a plan, a count, a promo code, a style's reference.
const NEUTRAL_PARAMS = new Set(['plan', 'count', 'code', 'style']);

function anonymousDetail(description: string): string {
  const detail = parseLedgerDetail(description);
  if (!detail) return '';
  const params = Object.fromEntries(
    Object.entries(detail.params).map(([k, v]) => [k, NEUTRAL_PARAMS.has(k) ? v : '—']),
  );
  return ledgerDetail(detail.code, params);
}

/**
 * Detaches the user's ledger rows from them (`token`: one random value per deletion). Row by row,
 * so it can be repeated: a row already detached is no longer found. Returns how many were detached.
 */
export async function anonymiseLedgerOfUser(db: DbOrTx, userId: string, token: string): Promise<number> {
  const rows = await db
    .select({ id: creditLedger.id, description: creditLedger.description, key: creditLedger.idempotencyKey })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  for (const r of rows)
    await db
      .update(creditLedger)
      .set({
        userId: null,
        description: anonymousDetail(r.description),
        idempotencyKey: r.key.split(userId).join(`erased-${token}`),
      })
      .where(eq(creditLedger.id, r.id));
  return rows.length;
}
