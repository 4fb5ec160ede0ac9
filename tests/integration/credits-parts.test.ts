import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturePart, captureHold, releaseHold, releasePart, reserveCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { creditHolds, creditLedger } from '@/lib/db/schema';
import { createTestDb } from '../helpers/db';
import { expectConsistent, makeUser } from './credits-helpers';

// A sticker set is ONE hold (one action in progress) settled sticker by sticker (docs/product-rules.md).
let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb({ poolSize: 40 });
});
afterAll(async () => conn.close());

const hold = (userId: string, key: string, credits: number) =>
  reserveCredits(conn.db, {
    userId,
    credits,
    action: 'createStickers',
    description: 'Stickers',
    idempotencyKey: key,
  });
const part = (holdKey: string, i: number, credits = 5) => ({
  holdKey,
  partKey: `sticker-${i}`,
  credits,
  description: `Sticker ${i}`,
});

describe('batch holds settled part by part', () => {
  it('captures 5 and releases 3 of 8: five charges, the slot freed once, invariants hold', async () => {
    const u = await makeUser(conn.db, 100);
    const key = `batch:${u.id}`;
    await hold(u.id, key, 40);
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 100, held: 40, activeHolds: 1 });
    const fails = new Set([1, 3, 5]);
    for (let i = 0; i < 8; i++) {
      if (fails.has(i)) await releasePart(conn.db, part(key, i));
      else await capturePart(conn.db, part(key, i));
      const s = await expectConsistent(conn.db, u.id);
      expect(s.activeHolds).toBe(i < 7 ? 1 : 0);
    }
    const s = await expectConsistent(conn.db, u.id);
    expect(s).toMatchObject({ balance: 75, held: 0, activeHolds: 0 });
    const charges = await conn.db.select().from(creditLedger).where(eq(creditLedger.userId, u.id));
    expect(charges.filter((c) => c.kind === 'CHARGE').map((c) => c.delta)).toEqual([-5, -5, -5, -5, -5]);
    const [h] = await conn.db.select().from(creditHolds).where(eq(creditHolds.idempotencyKey, key));
    expect(h).toMatchObject({ status: 'CAPTURED', remaining: 0, captured: 25 });
  });

  it('a replayed part is a no-op, also when replays race', async () => {
    const u = await makeUser(conn.db, 50);
    const key = `replay:${u.id}`;
    await hold(u.id, key, 20);
    const results = await Promise.all(Array.from({ length: 20 }, () => capturePart(conn.db, part(key, 0))));
    expect(results.filter((r) => r.captured)).toHaveLength(1);
    await releasePart(conn.db, part(key, 0)); // already captured: nothing happens
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 45, held: 15, activeHolds: 1 });
  });

  it('parts settled concurrently all land, and the last one frees the slot exactly once', async () => {
    const u = await makeUser(conn.db, 200);
    const key = `race:${u.id}`;
    await hold(u.id, key, 32 * 5);
    await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        i % 4 === 0 ? releasePart(conn.db, part(key, i)) : capturePart(conn.db, part(key, i)),
      ),
    );
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({
      balance: 200 - 24 * 5,
      held: 0,
      activeHolds: 0,
    });
  });

  it('capturing or releasing the whole hold settles only what remains', async () => {
    const u = await makeUser(conn.db, 100);
    const a = `whole-a:${u.id}`;
    const b = `whole-b:${u.id}`;
    await hold(u.id, a, 20);
    await hold(u.id, b, 20);
    await capturePart(conn.db, part(a, 0));
    await releasePart(conn.db, part(b, 0));
    await releaseHold(conn.db, a); // 15 left: released; 5 stays charged
    await captureHold(conn.db, b); // 15 left: captured
    expect(await expectConsistent(conn.db, u.id)).toMatchObject({ balance: 80, held: 0, activeHolds: 0 });
    const [ha] = await conn.db.select().from(creditHolds).where(eq(creditHolds.idempotencyKey, a));
    expect(ha).toMatchObject({ status: 'CAPTURED', captured: 5, remaining: 0 });
    expect(await capturePart(conn.db, part(a, 1))).toMatchObject({ captured: false });
  });
});
