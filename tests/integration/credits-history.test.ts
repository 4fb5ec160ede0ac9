import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/v1/credits/history/route';
import { creditHistoryResponseSchema } from '@/lib/contracts/credits';
import {
  captureHold,
  chargeCredits,
  getAvailableCreditsForUser,
  getCreditHistory,
  grantCredits,
  releaseHold,
  reserveCredits,
} from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';
import { errorCodeOf, expectConsistent, makeUser } from './credits-helpers';
import { callAs } from '../helpers/caller';

callAs(null);

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

const hold = (userId: string, key: string, credits: number, description: string) =>
  reserveCredits(conn.db, { userId, credits, action: 'createStickers', description, idempotencyKey: key });

describe('credit history', () => {
  it('lists grants and captured charges newest first, never released holds', async () => {
    const u = await makeUser(conn.db);
    await grantCredits(conn.db, {
      userId: u.id,
      credits: 1100,
      kind: 'PURCHASE',
      description: 'Standard',
      idempotencyKey: `cs_${u.id}`,
      amount: '9.99',
      currency: 'USD',
      amountUsd: '9.99',
      externalReference: 'cs_test_123',
    });
    await hold(u.id, `h1:${u.id}`, 5, 'Sticker creation');
    await captureHold(conn.db, `h1:${u.id}`);
    await hold(u.id, `h2:${u.id}`, 8, 'Failed sticker creation');
    await releaseHold(conn.db, `h2:${u.id}`);
    await chargeCredits(conn.db, {
      userId: u.id,
      credits: 2,
      action: 'pack',
      description: 'Pack',
      idempotencyKey: `p:${u.id}`,
    });

    const history = await getCreditHistory(conn.db, u.id);
    expect(history.map((h) => [h.allocationType, h.creditsAllocated, h.allocationDescription])).toEqual([
      ['CHARGE', -2, 'Pack'],
      ['CHARGE', -5, 'Sticker creation'],
      ['PURCHASE', 1100, 'Standard'],
    ]);
    expect(history[2]).toMatchObject({
      amount: 9.99,
      currency: 'USD',
      amountUsd: 9.99,
      externalReference: 'cs_test_123',
    });
    expect(history[0]).toMatchObject({
      amount: null,
      currency: null,
      amountUsd: null,
      externalReference: null,
    });
    expect(new Date(history[0]?.allocationTime ?? '').toISOString()).toBe(history[0]?.allocationTime);
    expect(await getAvailableCreditsForUser(conn.db, u.id)).toBe(1093);
    expect((await getCreditHistory(conn.db, u.id, { limit: 1 })).length).toBe(1);
    await expectConsistent(conn.db, u.id);
  });

  it('answers GET /v1/credits/history with data as the array', async () => {
    const u = await makeUser(conn.db, 50);
    callAs(u);
    const res = await GET(new Request('http://localhost/v1/credits/history'), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    const body = creditHistoryResponseSchema.parse(await res.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ allocationType: 'BONUS', creditsAllocated: 50 });

    callAs(null);
    const anon = await GET(new Request('http://localhost/v1/credits/history'), {
      params: Promise.resolve({}),
    });
    expect(anon.status).toBe(401);
  });
});

describe('chargeCredits', () => {
  it('charges once per key, refuses overspending, and keeps free actions out of the history', async () => {
    const u = await makeUser(conn.db, 10);
    const charge = (key: string, credits: number) =>
      chargeCredits(conn.db, {
        userId: u.id,
        credits,
        action: 'suggest',
        description: 'Suggestions',
        idempotencyKey: key,
      });
    const rs = await Promise.all(Array.from({ length: 5 }, () => charge(`c1:${u.id}`, 4)));
    expect(rs.map((r) => r.availableCredits)).toEqual([6, 6, 6, 6, 6]);
    expect(await errorCodeOf(charge(`c2:${u.id}`, 7))).toBe('INSUFFICIENT_CREDITS');
    expect((await charge(`c3:${u.id}`, 0)).availableCredits).toBe(6);
    expect((await captureHold(conn.db, `c1:${u.id}`)).captured).toBe(false);
    expect((await releaseHold(conn.db, `c1:${u.id}`)).released).toBe(false);
    const s = await expectConsistent(conn.db, u.id);
    expect(s).toMatchObject({ balance: 6, held: 0, ledgerRows: 2 });
  });

  it('does not let a held credit be spent twice', async () => {
    const u = await makeUser(conn.db, 5);
    await hold(u.id, `hh:${u.id}`, 4, 'Character');
    expect(
      await errorCodeOf(
        chargeCredits(conn.db, {
          userId: u.id,
          credits: 2,
          action: 'x',
          description: 'x',
          idempotencyKey: `x:${u.id}`,
        }),
      ),
    ).toBe('INSUFFICIENT_CREDITS');
    await releaseHold(conn.db, `hh:${u.id}`);
    expect(await getAvailableCreditsForUser(conn.db, u.id)).toBe(5);
  });
});
