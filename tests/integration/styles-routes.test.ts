import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as PURCHASE } from '@/app/v1/sticker-styles/[id]/purchase/route';
import { GET as PUBLIC } from '@/app/v1/sticker-styles/public/route';
import { GET as ALL } from '@/app/v1/sticker-styles/route';
import { GET as MINE } from '@/app/v1/sticker-styles/user/route';
import { STYLE_SEEDS } from '@/lib/config/styles';
import type { StyleDto } from '@/lib/contracts/styles';
import type { Connection } from '@/lib/db/connect';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeUser, params, session } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf } from './stickers-helpers';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

const all = async () =>
  (await (await ALL(jsonRequest('/v1/sticker-styles', 'GET'), params())).json()).data.items as StyleDto[];
const purchase = (id: string) =>
  PURCHASE(jsonRequest(`/v1/sticker-styles/${id}/purchase`, 'POST', {}), params({ id }));
const paidSeed = STYLE_SEEDS.find((s) => s.costInCredits > 0);
const freeSeed = STYLE_SEEDS.find((s) => s.costInCredits === 0);

describe('sticker styles API', () => {
  it('lists every style by order with both rarity readings; anonymous owns nothing', async () => {
    session.user = null;
    const styles = await all();
    expect(styles).toHaveLength(STYLE_SEEDS.length);
    expect(styles.map((s) => s.order)).toEqual([...styles.map((s) => s.order)].sort((a, b) => a - b));
    expect(styles.every((s) => !s.owned)).toBe(true);
    const unique = styles.find((s) => s.rarity === 'UNIQUE');
    expect(unique?.rarityLabel).toBe('legendary');
    const pub = (await (await PUBLIC(jsonRequest('/v1/sticker-styles/public', 'GET'), params())).json()).data
      .items;
    expect(pub.every((s: { image: string }) => s.image.startsWith('/styles/'))).toBe(true);
  });

  it('a paid style is bought once through the ledger, a free one is added, too few credits → 402', async () => {
    if (!paidSeed || !freeSeed) throw new Error('catalogue needs free and paid styles');
    session.user = await makeUser(conn.db, paidSeed.costInCredits);
    const first = await purchase(paidSeed.reference);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.data.result.success).toBe(true);
    expect(body.data.balance.availableCredits).toBe(0);
    const again = await purchase(paidSeed.reference);
    expect((await again.json()).data.result.success).toBe(true);
    expect(await chargesOf(conn.db, session.user.id)).toHaveLength(1);
    expect((await purchase(freeSeed.reference)).status).toBe(200);
    const mine = (await (await MINE(jsonRequest('/v1/sticker-styles/user', 'GET'), params())).json()).data
      .items;
    expect(mine.map((s: StyleDto) => s.reference).sort()).toEqual(
      [freeSeed.reference, paidSeed.reference].sort(),
    );
    await expectConsistent(conn.db, session.user.id);

    session.user = await makeUser(conn.db, paidSeed.costInCredits - 1);
    const short = await purchase(paidSeed.reference);
    expect(short.status).toBe(402);
    expect((await short.json()).message).toBe(
      `You need ${paidSeed.costInCredits} credits to purchase this style.`,
    );
    expect((await purchase('no-such-style')).status).toBe(404);
    session.user = null;
    expect((await purchase(freeSeed.reference)).status).toBe(401);
  });
});
