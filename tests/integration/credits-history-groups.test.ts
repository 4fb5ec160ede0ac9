import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/v1/credits/history/route';
import { creditHistoryResponseSchema } from '@/lib/contracts/credits';
import { ledgerDetail } from '@/lib/credits/detail';
import {
  capturePart,
  chargeCredits,
  getCreditHistory,
  grantCredits,
  releasePart,
  reserveCredits,
} from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';
import { expectConsistent, makeUser } from './credits-helpers';
import { callAs } from '../helpers/caller';

// A sticker set is one hold settled sticker by sticker: its charges are one history entry (total and
// count) with the single charges as its parts, and the limit counts entries, never cutting a set.
callAs(null);

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

/** A set of `n` stickers at 5 credits: `failed` of them released (never charged), the rest charged. */
async function stickerSet(userId: string, set: string, n: number, failed: number[] = []) {
  const holdKey = `stickers:${set}`;
  await reserveCredits(conn.db, {
    userId,
    credits: 5 * n,
    action: 'createStickers',
    description: ledgerDetail('stickers', { count: n }),
    idempotencyKey: holdKey,
  });
  for (let i = 0; i < n; i++) {
    const part = {
      holdKey,
      partKey: `s${i}`,
      credits: 5,
      description: ledgerDetail('sticker', { name: `Sticker ${i}` }),
    };
    await (failed.includes(i) ? releasePart(conn.db, part) : capturePart(conn.db, part));
  }
}

describe('credit history: a sticker set is one entry', () => {
  it('groups a set’s charges with their total and count; other rows stay single', async () => {
    const u = await makeUser(conn.db, 500);
    await stickerSet(u.id, 'aaaa1111', 4, [2]);
    await chargeCredits(conn.db, {
      userId: u.id,
      credits: 2,
      action: 'suggestions',
      description: ledgerDetail('suggestions'),
      idempotencyKey: `sugg:${u.id}`,
    });
    await stickerSet(u.id, 'bbbb2222', 8);
    await stickerSet(u.id, 'cccc3333', 1);

    const history = await getCreditHistory(conn.db, u.id);
    expect(
      history.slice(0, 4).map((h) => [h.detailCode, h.creditsAllocated, h.detailParams, h.parts?.length]),
    ).toEqual([
      ['sticker', -5, { name: 'Sticker 0' }, undefined],
      ['stickers', -40, { count: 8 }, 8],
      ['suggestions', -2, {}, undefined],
      ['stickers', -15, { count: 3 }, 3],
    ]);
    expect(history.slice(4).map((h) => [h.creditsAllocated, h.parts])).toEqual([[500, undefined]]);
    const eight = history[1];
    expect(eight?.allocationType).toBe('CHARGE');
    expect(eight?.allocationDescription).toBe('Stickers: 8');
    expect(eight?.parts?.map((p) => p.detailParams?.name)).toEqual(
      [7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Sticker ${i}`),
    );
    expect(eight?.parts?.every((p) => p.creditsAllocated === -5 && p.allocationType === 'CHARGE')).toBe(true);
    expect(eight?.allocationTime).toBe(eight?.parts?.[0]?.allocationTime);
    expect(history[3]?.parts?.map((p) => p.detailParams?.name)).toEqual([
      'Sticker 3',
      'Sticker 1',
      'Sticker 0',
    ]);
    // The entries add up to the balance: nothing counted twice, nothing lost.
    const total = history.reduce((sum, h) => sum + h.creditsAllocated, 0);
    expect(total).toBe((await expectConsistent(conn.db, u.id)).balance);
  });

  it('the limit counts entries and never splits a set', async () => {
    const u = await makeUser(conn.db, 0);
    await grantCredits(conn.db, {
      userId: u.id,
      credits: 300,
      kind: 'PROMO_CODE',
      description: ledgerDetail('promoCode', { code: 'X' }),
      idempotencyKey: `promo:${u.id}`,
    });
    await stickerSet(u.id, 'dddd4444', 12);
    await stickerSet(u.id, 'eeee5555', 6);

    const one = await getCreditHistory(conn.db, u.id, { limit: 1 });
    expect(one).toHaveLength(1);
    expect(one[0]?.parts).toHaveLength(6);
    const two = await getCreditHistory(conn.db, u.id, { limit: 2 });
    expect(two.map((h) => h.parts?.length)).toEqual([6, 12]);
    const all = await getCreditHistory(conn.db, u.id, { limit: 3 });
    expect(all.map((h) => h.creditsAllocated)).toEqual([-30, -60, 300]);

    callAs(u);
    const res = await GET(new Request('http://localhost/v1/credits/history?limit=2'), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    const body = creditHistoryResponseSchema.parse(await res.json());
    expect(body.data.map((h) => [h.creditsAllocated, h.parts?.length])).toEqual([
      [-30, 6],
      [-60, 12],
    ]);
  });
});
