import { describe, expect, it } from 'vitest';
import type { Step } from '@/lib/jobs/types';
import { recoverLostJobs } from '@/lib/jobs/sweeper';
import { runPublishPack } from '@/lib/publishing/publish';
import { type Call, flood, sha } from './publishing-fake-telegram';
import { publishingHarness, setName } from './publishing-harness';

// Issue 9, the bot offline: flood control (retry_after) honoured, and a publication resumed after a
// crash, a lost answer or a killed process, with nothing added twice.
const TG = 424242;
const h = publishingHarness('publishing-resume', TG);

const stickerHash = async (call: Call) => {
  const input = call.payload.sticker as { sticker: { toRaw(): Promise<Uint8Array> } };
  return sha(await input.sticker.toRaw());
};

describe('flood control', () => {
  it('waits retry_after and repeats the same call after the wait', async () => {
    const { stickers, pack } = await h.packOf(14);
    h.fake.hooks.before = (call, n) => (call.method === 'addStickerToSet' && n === 3 ? flood(7) : undefined);
    await h.start(pack);
    expect(h.fake.sleeps).toEqual([7000]);
    const adds = h.fake.of('addStickerToSet');
    expect(adds).toHaveLength(5);
    const [flooded, retried] = [adds[2] as Call, adds[3] as Call];
    expect(retried.at - flooded.at).toBeGreaterThanOrEqual(7000);
    expect(await stickerHash(retried)).toBe(await stickerHash(flooded));
    expect(h.fake.calls.indexOf(retried)).toBe(h.fake.calls.indexOf(flooded) + 1);
    h.expectSet(pack, stickers);
  });

  it('a wait longer than a minute fails the publication with FLOOD_WAIT, in the chat and on the pack', async () => {
    const { pack } = await h.packOf(12);
    h.fake.hooks.before = (call) => (call.method === 'addStickerToSet' ? flood(3600) : undefined);
    await h.start(pack);
    expect(h.fake.sleeps).toEqual([]);
    expect(h.fake.texts().at(-1)).toContain('Please try again in 60 minutes');
    const { set } = await h.rowsOf(pack);
    expect(set).toMatchObject({ status: 'FAILED', errorCode: 'FLOOD_WAIT', done: 10, total: 12 });
  });
});

describe('resumed after a crash', () => {
  it('a job killed after 5 adds is run again: the set ends complete, nothing twice', async () => {
    const { stickers, pack } = await h.packOf(23);
    h.fake.hooks.before = (call, n) => {
      if (call.method === 'addStickerToSet' && n > 5) throw new Error('connection reset');
      return undefined;
    };
    await h.start(pack);
    expect((await h.rowsOf(pack)).set).toMatchObject({
      status: 'FAILED',
      errorCode: 'TELEGRAM_UNAVAILABLE',
      done: 15,
    });
    expect(h.fake.texts().at(-1)).toContain('could not be reached');
    expect(h.fake.sets.get(setName(pack))?.stickers).toHaveLength(15);

    h.fake.hooks.before = undefined;
    await h.start(pack);
    h.expectSet(pack, stickers);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(1);
    expect((await h.rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 23 });
    expect((await h.rowsOf(pack)).members).toHaveLength(23);
  });

  it('an add that reached Telegram but whose answer was lost is recorded, not added again', async () => {
    const { stickers, pack } = await h.packOf(17);
    h.fake.hooks.after = (call, n) => {
      if (call.method === 'addStickerToSet' && n % 3 === 0) throw new Error('answer lost');
    };
    await h.start(pack);
    h.expectSet(pack, stickers);
    expect(h.fake.of('addStickerToSet')).toHaveLength(7);
    expect((await h.rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 17 });
  });

  it('after a process crash the embedded runner resumes the job from its rows', async () => {
    const { user, stickers, pack } = await h.packOf(16);
    let adds = 0;
    const dying: Step = {
      run: async (id, fn) => {
        if (id.startsWith('add:') && ++adds > 3) throw new Error('process killed');
        return JSON.parse(JSON.stringify((await fn()) ?? null));
      },
    };
    const packId = (
      await h.conn.db.query.stickerPacks.findFirst({
        where: (p, { eq: is }) => is(p.publicId, pack.publicId),
      })
    )?.id as string;
    const data = { userId: user.id, packId, telegramUserId: TG, chatId: TG, languageCode: 'en' };
    await expect(runPublishPack(data, dying)).rejects.toThrow('process killed');
    expect((await h.rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHING', done: 13 });

    const { resumed } = await recoverLostJobs(h.conn.db, (e) => h.runner.enqueue(e));
    expect(resumed).toContain(packId);
    await h.runner.whenIdle();
    h.expectSet(pack, stickers);
    expect(h.fake.of('addStickerToSet')).toHaveLength(6);
    expect((await h.rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 16 });
  });
});
