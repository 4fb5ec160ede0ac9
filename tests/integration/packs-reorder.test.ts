import { describe, expect, it } from 'vitest';
import { PUT as PUT_ORDER } from '@/app/v1/sticker-packs/[reference]/order/route';
import { GET } from '@/app/v1/sticker-packs/[reference]/route';
import type { PackDto } from '@/lib/contracts/packs';
import { getAvailableCreditsForUser } from '@/lib/credits/service';
import { jsonRequest, makeUser, params, session } from './packs-helpers';
import { publishingHarness } from './publishing-harness';
import { colourStickers, makePack } from './publishing-helpers';
import { callerFrom } from '../helpers/caller';

// Reordering a pack (PUT /v1/sticker-packs/{reference}/order): the order is saved, costs nothing,
// and the pack's Telegram set follows it through the fake Bot API.
callerFrom(session);

const h = publishingHarness('packs-reorder', 626262);

const putOrder = (reference: string, stickerReferences: unknown) =>
  PUT_ORDER(
    jsonRequest(`/v1/sticker-packs/${reference}/order`, 'PUT', { stickerReferences }),
    params({ reference }),
  );
const getOwn = async (reference: string): Promise<PackDto> =>
  (await (await GET(jsonRequest(`/v1/sticker-packs/${reference}`, 'GET'), params({ reference }))).json()).data
    .result;

describe('PUT /v1/sticker-packs/{reference}/order', () => {
  it('saves the new order for free, and the published set is reordered on Telegram', async () => {
    const { user, stickers, pack } = await h.packOf(4, 'Team');
    await h.start(pack);
    session.user = user;
    const balance = await getAvailableCreditsForUser(h.conn.db, user.id);
    const mark = h.fake.mark();
    const next = [stickers[3], stickers[0], stickers[2], stickers[1]] as typeof stickers;

    const res = await putOrder(
      pack.reference,
      next.map((s) => s.reference),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.result.stickerReferences).toEqual(next.map((s) => s.reference));
    await h.runner.whenIdle();

    expect((await getOwn(pack.reference)).stickerReferences).toEqual(next.map((s) => s.reference));
    expect(await getAvailableCreditsForUser(h.conn.db, user.id)).toBe(balance);
    const calls = h.fake.since(mark).filter((m) => m !== 'getStickerSet' && m !== 'setStickerSetThumbnail');
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(['setStickerPositionInSet']));
    h.expectSet(pack, next);
  });

  it('refuses a list that is not exactly the pack’s stickers (400), and another user’s pack (404)', async () => {
    const { user, stickers, pack } = await h.packOf(3, 'Mine', 1, false);
    session.user = user;
    const refs = stickers.map((s) => s.reference);
    const spare = (await colourStickers(h.conn.db, user.id, 1))[0]?.reference as string;
    for (const bad of [refs.slice(0, 2), [...refs.slice(0, 2), spare], [refs[0], refs[0], refs[1]], []]) {
      const res = await putOrder(pack.reference, bad);
      expect(res.status).toBe(400);
      expect((await res.json()).errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await getOwn(pack.reference)).stickerReferences).toEqual(refs);

    const other = await makeUser(h.conn.db, 10);
    const theirs = await makePack(
      h.conn.db,
      other.id,
      (await colourStickers(h.conn.db, other.id, 2)).map((s) => s.reference),
    );
    expect((await putOrder(theirs.reference, [...theirs.stickerReferences].reverse())).status).toBe(404);
    session.user = null;
    expect((await putOrder(pack.reference, [...refs].reverse())).status).toBe(401);
  });
});
