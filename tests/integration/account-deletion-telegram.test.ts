import { describe, expect, it } from 'vitest';
import { startDeletion } from '@/lib/account/queries';
import { sendEvent } from '@/lib/jobs/runtime';
import { rowsOf } from './account-helpers';
import { makePack } from './publishing-helpers';
import { publishingHarness, setName } from './publishing-harness';

// An account's deletion deletes the sticker sets published from its packs on Telegram
// (deleteStickerSet on the fake Bot API); a set already gone there does not stop it.
const TG = 4_242_001;
const h = publishingHarness('account-telegram', TG);

describe("deleting an account's Telegram sets", () => {
  it('deletes every published set of the account, even when one is already gone', async () => {
    const first = await h.packOf(4, 'First', 4);
    const secondPack = await makePack(
      h.conn.db,
      first.user.id,
      first.all.slice(4).map((s) => s.reference),
      { name: 'Second' },
    );
    await h.start(first.pack);
    await h.start(secondPack);
    expect([...h.fake.sets.keys()].sort()).toEqual([setName(first.pack), setName(secondPack)].sort());
    // The second set was deleted on Telegram already.
    h.fake.sets.delete(setName(secondPack));

    const deletion = await startDeletion(h.conn.db, {
      userId: first.user.id,
      authProvider: 'embedded',
      authSubject: `gone-${first.user.id}`,
    });
    await sendEvent('account/delete.requested', { userId: first.user.id, deletionId: deletion.id });
    await h.runner.whenIdle();
    expect(
      h.fake
        .of('deleteStickerSet')
        .map((c) => c.payload.name)
        .sort(),
    ).toEqual([setName(first.pack), setName(secondPack)].sort());
    expect(h.fake.sets.size).toBe(0);
    expect((await h.rowsOf(first.pack)).set).toBeUndefined();
    expect(Object.values(await rowsOf(h.conn.db, first.user.id)).every((n) => n === 0)).toBe(true);
  });
});
