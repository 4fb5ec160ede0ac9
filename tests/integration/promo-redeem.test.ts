import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/v1/promo-codes/redeem/route';
import { redeemPromoResponseSchema } from '@/lib/contracts/promo';
import { getCreditHistory } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { promoCodes, rateLimits } from '@/lib/db/schema';
import { insertPromo } from '@/lib/promo/queries';
import { PROMO_LIMITS, redeemPromoCode } from '@/lib/promo/service';
import { createTestDb } from '../helpers/db';
import { errorCodeOf, expectConsistent, makeUser } from './credits-helpers';
import { callAs } from '../helpers/caller';

callAs(null);

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb({ poolSize: 30 });
});
afterAll(async () => conn.close());

const newCode = async (
  credits = 50,
  opts: { expiresAt?: Date | null; maxRedemptions?: number | null } = {},
) => {
  const code = `P${randomUUID().slice(0, 8).toUpperCase()}`;
  await insertPromo(conn.db, {
    code,
    credits,
    expiresAt: opts.expiresAt ?? null,
    maxRedemptions: opts.maxRedemptions ?? null,
  });
  return code;
};
const ip = () => `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const redeem = (userId: string, promoCode: string, from: string | null = ip()) =>
  redeemPromoCode(conn.db, { userId, promoCode, captchaToken: 'any', ip: from });

describe('redeemPromoCode', () => {
  it('grants the credits once, matching case-insensitively after trimming', async () => {
    const u = await makeUser(conn.db, 5);
    const code = await newCode(40);
    expect(await redeem(u.id, `  ${code.toLowerCase()} `)).toEqual({
      creditsAwarded: 40,
      availableCredits: 45,
    });
    expect(await errorCodeOf(redeem(u.id, code))).toBe('INVALID_PROMO_CODE');
    const [first] = await getCreditHistory(conn.db, u.id);
    expect(first).toMatchObject({
      allocationType: 'PROMO_CODE',
      creditsAllocated: 40,
      allocationDescription: `Promo code ${code}`,
    });
    const [row] = await conn.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row?.redemptionCount).toBe(1);
    await expectConsistent(conn.db, u.id);
  });

  it('refuses unknown, expired, disabled and exhausted codes with one message', async () => {
    const u = await makeUser(conn.db);
    const expired = await newCode(10, { expiresAt: new Date(Date.now() - 60_000) });
    await expect(redeem(u.id, 'NOPE-NOT-A-CODE')).rejects.toMatchObject({
      code: 'INVALID_PROMO_CODE',
      status: 422,
      message: 'Invalid or expired promo code.',
    });
    expect(await errorCodeOf(redeem(u.id, expired))).toBe('INVALID_PROMO_CODE');
    const disabled = await newCode(10);
    await conn.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.code, disabled));
    expect(await errorCodeOf(redeem(u.id, disabled))).toBe('INVALID_PROMO_CODE');

    const once = await newCode(10, { maxRedemptions: 1, expiresAt: new Date(Date.now() + 86_400_000) });
    const other = await makeUser(conn.db);
    await redeem(other.id, once);
    expect(await errorCodeOf(redeem(u.id, once))).toBe('INVALID_PROMO_CODE');
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 0, ledgerRows: 0 });
  });

  it('grants once for 5 concurrent redemptions by the same user', async () => {
    const u = await makeUser(conn.db);
    const code = await newCode(25);
    const rs = await Promise.allSettled(Array.from({ length: 5 }, () => redeem(u.id, code)));
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 25, ledgerRows: 1 });
  });

  it('never exceeds max redemptions under concurrency', async () => {
    const code = await newCode(5, { maxRedemptions: 3 });
    const people = await Promise.all(Array.from({ length: 10 }, () => makeUser(conn.db)));
    const rs = await Promise.allSettled(people.map((p) => redeem(p.id, code)));
    expect(rs.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await conn.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row?.redemptionCount).toBe(3);
  });

  it('answers 429 after 10 failed attempts by one user, even for a valid code', async () => {
    const u = await makeUser(conn.db);
    const good = await newCode(10);
    const warmup = await newCode(1);
    await redeem(u.id, warmup); // a success does not count as a failed attempt
    for (let i = 0; i < PROMO_LIMITS.perUser; i++)
      expect(await errorCodeOf(redeem(u.id, `WRONG${i}`))).toBe('INVALID_PROMO_CODE');
    await expect(redeem(u.id, good)).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 1 });

    // the window passes: attempts are allowed again
    await conn.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `promo:user:${u.id}`));
    expect((await redeem(u.id, good)).creditsAwarded).toBe(10);
  });

  it('limits failed attempts per IP across users', async () => {
    const from = ip();
    const users = await Promise.all([0, 1, 2, 3].map(() => makeUser(conn.db)));
    let n = 0;
    for (const u of users) {
      for (let i = 0; i < 8 && n < PROMO_LIMITS.perIp; i++, n++)
        await errorCodeOf(redeem(u.id, `BAD${n}`, from));
    }
    const fresh = await makeUser(conn.db);
    const good = await newCode(10);
    expect(await errorCodeOf(redeem(fresh.id, good, from))).toBe('RATE_LIMITED');
    expect((await redeem(fresh.id, good, ip())).creditsAwarded).toBe(10);
  });
});

describe('POST /v1/promo-codes/redeem', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    POST(
      new Request('http://localhost/v1/promo-codes/redeem', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip()}, 10.9.9.9`, ...headers },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    );

  it('redeems and answers creditsAwarded with the new balance', async () => {
    const u = await makeUser(conn.db, 3);
    callAs(u);
    const code = await newCode(30);
    const res = await post({ promoCode: ` ${code.toLowerCase()}`, captchaToken: 'tok' });
    expect(res.status).toBe(200);
    const body = redeemPromoResponseSchema.parse(await res.json());
    expect(body.data).toEqual({ result: { creditsAwarded: 30 }, balance: { availableCredits: 33 } });

    const again = await post({ promoCode: code, captchaToken: 'tok' });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      errorCode: 'INVALID_PROMO_CODE',
      message: 'Invalid or expired promo code.',
    });
  });

  it('validates the body and requires a user', async () => {
    const u = await makeUser(conn.db);
    callAs(u);
    const blank = await post({ promoCode: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      message: 'Please enter a promo code.',
    });
    expect((await post({})).status).toBe(400);

    callAs(null);
    expect((await post({ promoCode: 'X' })).status).toBe(401);
  });
});
