import {
  isLedgerDetailCode,
  type LedgerDetailCode,
  type LedgerDetailParams,
  ledgerDetailParamsSchema,
} from '@/lib/contracts/credits';

// A ledger row's description holds its detail as a code with parameters (docs/decisions.md), so the history
// renders it in the reader's language. It travels in the existing description column (holds copy it
// to their CHARGE rows), so the ledger's SQL and idempotency stay exactly as they are. Rows written
// before this are plain English text and stay readable as they are.
// No 'server-only' import: the operator CLI reads history under tsx.

type Params = Record<string, string | number>;

const ENGLISH: Record<LedgerDetailCode, (p: Params) => string> = {
  characterCreation: (p) => `Character creation: ${p.name}`,
  sticker: (p) => `Sticker: ${p.name}`,
  stickers: (p) => `Stickers: ${p.count}`,
  stylePurchase: (p) => `Style: ${p.name}`,
  suggestions: () => 'AI suggestions',
  promoCode: (p) => `Promo code ${p.code}`,
  planPurchase: (p) => `${p.plan} pack`,
  planBonus: (p) => `${p.plan} pack bonus`,
  starsPurchase: (p) => `${p.plan} pack (Telegram Stars)`,
  packCreation: (p) => `Sticker pack: ${p.name}`,
  packUpdate: (p) => `Sticker pack update: ${p.name}`,
  animation: (p) => `Animated sticker: ${p.name}`,
};

/** The stored form: '{"code":…,"params":{…}}' (a JSON object, never the start of English text). */
export function ledgerDetail(code: LedgerDetailCode, params: Params = {}): string {
  return JSON.stringify({ code, params });
}

export type LedgerDetail = { code: LedgerDetailCode; params: LedgerDetailParams } | null;

export function parseLedgerDetail(description: string): LedgerDetail {
  if (!description.startsWith('{"code":')) return null;
  try {
    const v = JSON.parse(description) as { code?: unknown; params?: unknown };
    const params = ledgerDetailParamsSchema.safeParse(v.params ?? {});
    return isLedgerDetailCode(v.code) && params.success ? { code: v.code, params: params.data } : null;
  } catch {
    return null;
  }
}

/** A history row's details: the English text for API clients, plus the code for translated display. */
export function describeLedgerRow(description: string) {
  const detail = parseLedgerDetail(description);
  if (!detail) return { text: description, detailCode: null, detailParams: null };
  return { text: ENGLISH[detail.code](detail.params), detailCode: detail.code, detailParams: detail.params };
}
