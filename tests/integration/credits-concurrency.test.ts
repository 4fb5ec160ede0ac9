import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureHold, grantCredits, releaseHold, reserveCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';
import { errorCodeOf, expectConsistent, makeUser, userState } from './credits-helpers';

let conn: Connection;
beforeAll(async () => {
  // A pool larger than the burst width below would be ideal; 50 already makes PostgreSQL truly concurrent.
  conn = await createTestDb({ poolSize: 50 });
});
afterAll(async () => conn.close());

const reserve = (userId: string, key: string, credits = 1, maxInProgress?: number) =>
  reserveCredits(conn.db, {
    userId,
    credits,
    action: 'test',
    description: 'Test action',
    idempotencyKey: key,
    maxInProgress,
  });

describe('reserveCredits under concurrency', () => {
  it('lets exactly 10 of 200 concurrent 1-credit holds through a balance of 10', async () => {
    const u = await makeUser(conn.db, 10);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => reserve(u.id, `burst:${u.id}:${i}`, 1, 1000)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect((r as PromiseRejectedResult).reason.code).toBe('INSUFFICIENT_CREDITS');
    const mid = await expectConsistent(conn.db, u.id);
    expect(mid).toMatchObject({ balance: 10, held: 10, activeHolds: 10 });

    const keys = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.holdKey] : []));
    await Promise.all([
      ...keys.slice(0, 5).map((k) => captureHold(conn.db, k)),
      ...keys.slice(5).map((k) => releaseHold(conn.db, k)),
    ]);
    const end = await expectConsistent(conn.db, u.id);
    expect(end).toMatchObject({ balance: 5, held: 0, activeHolds: 0, ledgerSum: 5, ledgerRows: 6 });
  });

  it('reports required and available credits when refusing', async () => {
    const u = await makeUser(conn.db, 2);
    await expect(reserve(u.id, `big:${u.id}`, 3)).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      status: 402,
      details: { required: 3, available: 2 },
    });
    await expectConsistent(conn.db, u.id);
  });

  it('captures or releases a hold exactly once, also when called twice or concurrently', async () => {
    const u = await makeUser(conn.db, 100);
    await reserve(u.id, `cc:${u.id}`, 7);
    const [a, b] = await Promise.all([
      captureHold(conn.db, `cc:${u.id}`),
      captureHold(conn.db, `cc:${u.id}`),
    ]);
    expect([a.captured, b.captured].sort()).toEqual([false, true]);
    expect((await captureHold(conn.db, `cc:${u.id}`)).captured).toBe(false);
    expect((await releaseHold(conn.db, `cc:${u.id}`)).released).toBe(false);
    expect(await userState(conn.db, u.id)).toMatchObject({ balance: 93, held: 0, ledgerRows: 2 });

    await reserve(u.id, `cr:${u.id}`, 5);
    const [c, r] = await Promise.all([
      captureHold(conn.db, `cr:${u.id}`),
      releaseHold(conn.db, `cr:${u.id}`),
    ]);
    expect(Number(c.captured) + Number(r.released)).toBe(1);
    const s = await expectConsistent(conn.db, u.id);
    expect(s.balance).toBe(c.captured ? 88 : 93);
    expect(s.held).toBe(0);

    await reserve(u.id, `rr:${u.id}`, 4);
    const rr = await Promise.all([releaseHold(conn.db, `rr:${u.id}`), releaseHold(conn.db, `rr:${u.id}`)]);
    expect(rr.filter((x) => x.released)).toHaveLength(1);
    expect((await captureHold(conn.db, `rr:${u.id}`)).captured).toBe(false);
    expect((await userState(conn.db, u.id)).balance).toBe(s.balance);
    await expectConsistent(conn.db, u.id);
  });

  it('refuses a 4th concurrent hold with the default limit of 3', async () => {
    const u = await makeUser(conn.db, 100);
    const results = await Promise.allSettled([0, 1, 2, 3].map((i) => reserve(u.id, `max:${u.id}:${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'TOO_MANY_IN_PROGRESS', status: 409 });
    await expectConsistent(conn.db, u.id);
    expect(await errorCodeOf(reserve(u.id, `max:${u.id}:late`))).toBe('TOO_MANY_IN_PROGRESS');
  });

  it('returns the existing hold when the same key is replayed concurrently', async () => {
    const u = await makeUser(conn.db, 10);
    const rs = await Promise.all(Array.from({ length: 10 }, () => reserve(u.id, `same:${u.id}`, 4)));
    expect(new Set(rs.map((r) => r.holdKey))).toEqual(new Set([`same:${u.id}`]));
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ held: 4, activeHolds: 1 });
  });

  it('grants once when the same idempotency key is replayed 10 times concurrently', async () => {
    const u = await makeUser(conn.db);
    const grant = () =>
      grantCredits(conn.db, {
        userId: u.id,
        credits: 500,
        kind: 'PURCHASE',
        description: 'Starter',
        idempotencyKey: `stripe:evt_${u.id}`,
        amount: '4.99',
        currency: 'USD',
        amountUsd: '4.99',
      });
    const rs = await Promise.all(Array.from({ length: 10 }, grant));
    expect(rs.filter((r) => r.granted)).toHaveLength(1);
    expect(rs.map((r) => r.availableCredits)).toEqual(Array(10).fill(500));
    expect((await grant()).granted).toBe(false);
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 500, ledgerRows: 1 });
  });
});
