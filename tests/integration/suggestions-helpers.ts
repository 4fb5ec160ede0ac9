import { expect } from 'vitest';
import { POST as CONTEXT } from '@/app/v1/stickers/suggestions/context/route';
import { POST as DESCRIPTIONS } from '@/app/v1/stickers/suggestions/descriptions/route';
import { POST as STICKERS } from '@/app/v1/stickers/suggestions/individual-stickers/route';
import { POST as STYLES } from '@/app/v1/stickers/suggestions/styles/route';
import { EMPTY_SUGGESTIONS_MESSAGE } from '@/lib/contracts/suggestions';
import type { Database } from '@/lib/db/types';
import { jsonRequest, params } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf } from './stickers-helpers';

// The four suggestion endpoints (docs/product-rules.md), shared by the local-composer and hosted-model suites:
// each call is charged exactly once when it succeeds and never when it fails (docs/product-rules.md).

type Data = { result: Record<string, unknown[]>; balance: { availableCredits: number } };

export type SuggestionEndpoint = {
  path: 'individual-stickers' | 'context' | 'descriptions' | 'styles';
  handler: typeof STICKERS;
  /** A valid request asking for 3 items. */
  body: Record<string, unknown>;
  /** The answered list (docs/product-rules.md response shapes). */
  list: (data: Data) => unknown[];
};

export const SUGGESTION_COST = 2; // lib/config/pricing.ts, each of the four keys

export const ENDPOINTS: SuggestionEndpoint[] = [
  {
    path: 'individual-stickers',
    handler: STICKERS,
    body: { amount: 3, contextDescription: 'coffee', stickerLabelsLanguage: 'en' },
    list: (d) => d.result.suggestions ?? [],
  },
  {
    path: 'context',
    handler: CONTEXT,
    body: { language: 'en', charactersAmount: 1, amount: 3 },
    list: (d) => d.result.descriptions ?? [],
  },
  {
    path: 'descriptions',
    handler: DESCRIPTIONS,
    body: { language: 'en', context: 'beach day', amount: 3 },
    list: (d) => d.result.descriptions ?? [],
  },
  {
    path: 'styles',
    handler: STYLES,
    body: { language: 'en', styleContext: 'neon', stickerSetContext: 'beach day', amount: 3 },
    list: (d) => d.result.descriptionsMap ?? [],
  },
];

export const callEndpoint = (e: SuggestionEndpoint, body: unknown = e.body) =>
  e.handler(jsonRequest(`/v1/stickers/suggestions/${e.path}`, 'POST', body), params());

/**
 * Calls `e` and checks the charging around it. Success (200): exactly one more CHARGE, of
 * SUGGESTION_COST, and the answered balance is the ledger's. Any other status: nothing charged,
 * the balance unchanged, nothing left held (and the message, when given).
 */
export async function callAndCheckCharge(
  db: Database,
  userId: string,
  e: SuggestionEndpoint,
  expected: { status: number; message?: string } = { status: 200 },
) {
  const before = await expectConsistent(db, userId);
  const chargesBefore = await chargesOf(db, userId);
  const res = await callEndpoint(e);
  const body = await res.json();
  const charges = await chargesOf(db, userId);
  const after = await expectConsistent(db, userId);
  expect(res.status, e.path).toBe(expected.status);
  expect(after.held, e.path).toBe(0);
  if (expected.message) expect(body.message, e.path).toBe(expected.message);
  if (expected.status !== 200) {
    expect(charges, e.path).toHaveLength(chargesBefore.length);
    expect(after.balance, e.path).toBe(before.balance);
    return [];
  }
  const added = charges.filter((c) => !chargesBefore.some((b) => b.id === c.id));
  expect(
    added.map((c) => c.delta),
    e.path,
  ).toEqual([-SUGGESTION_COST]);
  expect(after.balance, e.path).toBe(before.balance - SUGGESTION_COST);
  expect(body.data.balance.availableCredits, e.path).toBe(after.balance);
  return e.list(body.data);
}

/** Product rule (docs/product-rules.md): a malformed or empty model answer. */
export const MALFORMED = { status: 502, message: EMPTY_SUGGESTIONS_MESSAGE };
