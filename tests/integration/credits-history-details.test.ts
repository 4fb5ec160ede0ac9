import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditHistoryResponseSchema } from '@/lib/contracts/credits';
import { ledgerDetail, parseLedgerDetail } from '@/lib/credits/detail';
import {
  capturePart,
  chargeCredits,
  getCreditHistory,
  grantCredits,
  reserveCredits,
} from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { creditLedger } from '@/lib/db/schema';
import { createTestDb } from '../helpers/db';
import { expectConsistent, makeUser } from './credits-helpers';

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

describe('credit history details', () => {
  it('new rows carry a code and parameters; old English rows stay as they are', async () => {
    const u = await makeUser(conn.db);
    // A row from before detail codes: plain English in the description.
    await grantCredits(conn.db, {
      userId: u.id,
      credits: 500,
      kind: 'PURCHASE',
      description: 'Starter pack',
      idempotencyKey: `old:${u.id}`,
    });
    await grantCredits(conn.db, {
      userId: u.id,
      credits: 100,
      kind: 'BONUS',
      description: ledgerDetail('planBonus', { plan: 'Standard' }),
      idempotencyKey: `bonus:${u.id}`,
    });
    // A batch hold's part (one sticker of a set) and an instant charge: the code travels through
    // the hold and the CHARGE statements untouched.
    await reserveCredits(conn.db, {
      userId: u.id,
      credits: 10,
      action: 'createStickers',
      description: ledgerDetail('stickers', { count: 2 }),
      idempotencyKey: `set:${u.id}`,
    });
    await capturePart(conn.db, {
      holdKey: `set:${u.id}`,
      partKey: 'one',
      credits: 5,
      description: ledgerDetail('sticker', { name: 'Café “Coffee”' }),
    });
    await chargeCredits(conn.db, {
      userId: u.id,
      credits: 2,
      action: 'suggestions',
      description: ledgerDetail('suggestions'),
      idempotencyKey: `sugg:${u.id}`,
    });

    const history = await getCreditHistory(conn.db, u.id);
    expect(
      history.map((h) => [h.allocationType, h.allocationDescription, h.detailCode, h.detailParams]),
    ).toEqual([
      ['CHARGE', 'AI suggestions', 'suggestions', {}],
      ['CHARGE', 'Sticker: Café “Coffee”', 'sticker', { name: 'Café “Coffee”' }],
      ['BONUS', 'Standard pack bonus', 'planBonus', { plan: 'Standard' }],
      ['PURCHASE', 'Starter pack', null, null],
    ]);
    expect(creditHistoryResponseSchema.safeParse({ data: history }).success).toBe(true);
    await expectConsistent(conn.db, u.id);
  });

  it('a replayed grant with a code is still one row (idempotency unchanged)', async () => {
    const u = await makeUser(conn.db);
    const grant = () =>
      grantCredits(conn.db, {
        userId: u.id,
        credits: 50,
        kind: 'PROMO_CODE',
        description: ledgerDetail('promoCode', { code: 'WELCOME50' }),
        idempotencyKey: `promo:x:${u.id}`,
      });
    expect((await grant()).granted).toBe(true);
    expect((await grant()).granted).toBe(false);
    const rows = await conn.db.select().from(creditLedger).where(eq(creditLedger.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(parseLedgerDetail(rows[0]?.description ?? '')).toEqual({
      code: 'promoCode',
      params: { code: 'WELCOME50' },
    });
  });

  it('text that merely looks like a code stays text', () => {
    expect(parseLedgerDetail('{"code":"nope","params":{}}')).toBeNull();
    expect(parseLedgerDetail('{"code":"sticker","params":{"name":{"x":1}}}')).toBeNull();
    expect(parseLedgerDetail('{"code":')).toBeNull();
    expect(parseLedgerDetail('Promo code X')).toBeNull();
  });
});
