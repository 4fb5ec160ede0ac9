import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting as writeSetting } from '@/lib/settings/service';
import {
  captureHold,
  chargeCredits,
  grantCredits,
  MAX_IN_PROGRESS_SETTING,
  releaseHold,
  reserveCredits,
} from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';
import { errorCodeOf, expectConsistent, makeUser, userState } from './credits-helpers';

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

const input = (userId: string, key: string, credits = 1) => ({
  userId,
  credits,
  action: 'createStickers',
  description: 'Stickers',
  idempotencyKey: key,
});

describe('ledger rules', () => {
  it('takes the in-progress limit from app_settings, and free actions count as in progress', async () => {
    await writeSetting(conn.db, MAX_IN_PROGRESS_SETTING, 5);
    try {
      const u = await makeUser(conn.db, 100);
      for (let i = 0; i < 5; i++) await reserveCredits(conn.db, input(u.id, `s:${u.id}:${i}`, i % 2));
      await expect(reserveCredits(conn.db, input(u.id, `s:${u.id}:x`))).rejects.toMatchObject({
        code: 'TOO_MANY_IN_PROGRESS',
        details: { maxInProgress: 5 },
      });
      // an instant charge never occupies a slot, so it still goes through
      expect((await chargeCredits(conn.db, input(u.id, `now:${u.id}`, 3))).availableCredits).toBe(
        100 - 2 - 3,
      );
      await releaseHold(conn.db, `s:${u.id}:1`);
      await reserveCredits(conn.db, input(u.id, `s:${u.id}:y`));
      expect(await expectConsistent(conn.db, u.id)).toMatchObject({ activeHolds: 5, held: 2 });
    } finally {
      await writeSetting(conn.db, MAX_IN_PROGRESS_SETTING, 3);
    }
  });

  it('works inside a caller transaction, and a replay there does not abort it', async () => {
    const u = await makeUser(conn.db, 20);
    await conn.db.transaction(async (tx) => {
      await reserveCredits(tx, input(u.id, `tx:${u.id}`, 5));
      const again = await reserveCredits(tx, input(u.id, `tx:${u.id}`, 5));
      expect(again).toEqual({ holdKey: `tx:${u.id}`, availableCredits: 15 });
      await chargeCredits(tx, input(u.id, `txc:${u.id}`, 2));
      expect((await chargeCredits(tx, input(u.id, `txc:${u.id}`, 2))).availableCredits).toBe(13);
      await captureHold(tx, `tx:${u.id}`);
    });
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 13, held: 0, ledgerRows: 3 });
  });

  it('rolls back with the caller transaction', async () => {
    const u = await makeUser(conn.db, 20);
    await expect(
      conn.db.transaction(async (tx) => {
        await grantCredits(tx, {
          userId: u.id,
          credits: 5,
          kind: 'BONUS',
          description: 'x',
          idempotencyKey: `rb:${u.id}`,
        });
        await chargeCredits(tx, input(u.id, `rbc:${u.id}`, 25));
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 20, ledgerRows: 1 });
  });

  it('refuses a key used by another user, unknown holds and invalid amounts', async () => {
    const a = await makeUser(conn.db, 10);
    const b = await makeUser(conn.db, 10);
    await reserveCredits(conn.db, input(a.id, `mine:${a.id}`));
    expect(await errorCodeOf(reserveCredits(conn.db, input(b.id, `mine:${a.id}`)))).toBe('CONFLICT');
    expect(await errorCodeOf(captureHold(conn.db, 'no-such-hold'))).toBe('NOT_FOUND');
    await expect(reserveCredits(conn.db, input(a.id, 'neg', -1))).rejects.toThrow(/Invalid credit amount/);
    await expect(
      grantCredits(conn.db, {
        userId: a.id,
        credits: 0,
        kind: 'BONUS',
        description: '',
        idempotencyKey: 'zero',
      }),
    ).rejects.toThrow(/Invalid credit amount/);
    expect((await userState(conn.db, b.id)).held).toBe(0);
  });
});
