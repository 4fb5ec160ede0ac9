import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config/locales';
import type { CreditHistoryEntry, CreditHistoryPart } from '@/lib/contracts/credits';
import type { DbOrTx } from '@/lib/db/types';
import { localizeStyleName, styleTextsFor } from '@/lib/i18n/style-catalogue';
import { describeLedgerRow, ledgerDetail } from './detail';

// The credit history, one entry per action: a sticker set is one hold settled sticker by sticker
// (lib/credits/queries.ts, settlePartStatement), so its ledger rows share the hold's key inside their
// own key 'capture:stickers:<set>:<part>'. Those rows become one entry with their parts; the limit
// counts entries, so a set is never cut in two by it.
// No 'server-only' import: the operator CLI reads history under tsx.

type LedgerRow = {
  grp: string;
  delta: number;
  kind: string;
  description: string;
  amount: string | null;
  currency: string | null;
  amount_usd: string | null;
  external_reference: string | null;
  created_at: string;
};

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The newest `limit` entries' ledger rows, newest entry first, each entry's rows newest first. */
function listGroupedLedger(db: DbOrTx, userId: string, limit: number) {
  return rows<LedgerRow>(
    db,
    sql`WITH r AS (
      SELECT id, delta, kind, description, amount::text AS amount, currency,
        amount_usd::text AS amount_usd, external_reference, created_at,
        COALESCE(substring(idempotency_key from '^capture:(stickers:[A-Za-z0-9]+):'), 'row:' || id::text) AS grp
      FROM credit_ledger WHERE user_id = ${userId}::uuid),
    g AS (
      SELECT grp, max(created_at) AS at, max(id) AS top FROM r GROUP BY grp
      ORDER BY at DESC, top DESC LIMIT ${limit}::int)
    SELECT r.grp, r.delta, r.kind, r.description, r.amount, r.currency, r.amount_usd, r.external_reference,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM r JOIN g ON g.grp = r.grp
    ORDER BY g.at DESC, g.top DESC, r.created_at DESC, r.id DESC`,
  );
}

const money = (v: string | null) => (v === null ? null : Number(v));

/**
 * Newest first; grants and captured charges only (released holds never reach the ledger). A bought
 * catalogue style is named in `locale` in the detail parameters (the English text stays English).
 */
export async function getCreditHistory(
  db: DbOrTx,
  userId: string,
  opts: { limit?: number; locale?: Locale } = {},
): Promise<CreditHistoryEntry[]> {
  const limit = Math.min(Math.max(Math.trunc(opts.limit ?? 100), 1), 500);
  const [ledger, styles] = await Promise.all([
    listGroupedLedger(db, userId, limit),
    styleTextsFor(opts.locale ?? DEFAULT_LOCALE),
  ]);
  const toPart = (r: LedgerRow): CreditHistoryPart => {
    const detail = describeLedgerRow(r.description);
    const params = detail.detailParams;
    if (detail.detailCode === 'stylePurchase' && params && typeof params.name === 'string') {
      const reference = typeof params.style === 'string' ? params.style : undefined;
      params.name = localizeStyleName(params.name, reference, styles);
    }
    return {
      allocationTime: new Date(r.created_at).toISOString(),
      allocationType: r.kind,
      allocationDescription: detail.text,
      detailCode: detail.detailCode,
      detailParams: params,
      amount: money(r.amount),
      currency: r.currency,
      amountUsd: money(r.amount_usd),
      creditsAllocated: Number(r.delta),
      externalReference: r.external_reference,
    };
  };
  const groups = new Map<string, LedgerRow[]>();
  for (const r of ledger) groups.set(r.grp, [...(groups.get(r.grp) ?? []), r]);
  return [...groups.values()].map((members) => {
    const parts = members.map(toPart);
    return parts.length === 1 ? (parts[0] as CreditHistoryPart) : groupEntry(parts);
  });
}

/** A sticker set's rows as one entry: the total, the number of stickers charged, and the rows. */
function groupEntry(parts: CreditHistoryPart[]): CreditHistoryEntry {
  const total = parts.reduce((sum, p) => sum + p.creditsAllocated, 0);
  const count = parts.filter((p) => p.creditsAllocated < 0).length;
  const detail = describeLedgerRow(ledgerDetail('stickers', { count }));
  return {
    allocationTime: parts[0]?.allocationTime ?? new Date(0).toISOString(),
    allocationType:
      total <= 0 ? 'CHARGE' : (parts.find((p) => p.creditsAllocated > 0)?.allocationType ?? 'CHARGE'),
    allocationDescription: detail.text,
    detailCode: detail.detailCode,
    detailParams: detail.detailParams,
    amount: null,
    currency: null,
    amountUsd: null,
    creditsAllocated: total,
    externalReference: null,
    parts,
  };
}
