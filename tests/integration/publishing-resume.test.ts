import { describe, expect, it } from 'vitest';
import type { Step } from '@/lib/jobs/types';
import { recoverLostJobs } from '@/lib/jobs/sweeper';
import { runPublishPack } from '@/lib/sticker-sets/publish';
import { type Call, flood, sha } from './publishing-fake-telegram';
import { publishingHarness, setName } from './publishing-harness';

// Explore and publishing, the bot offline: flood control (retry_after) honoured, and a publication resumed after a
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

  it('a wait longer than a minute: the job sleeps through it (not inside a call) and completes', async () => {
    const { stickers, pack } = await h.packOf(14);
    let held: Promise<Date | undefined> | undefined;
    h.fake.hooks.before = (call, n) =>
      call.method === 'addStickerToSet' && n === 2 ? flood(120) : undefined;
    h.fake.onWait = () => {
      held ??= h.rowsOf(pack).then((r) => r.set?.updatedAt);
    };
    await h.start(pack);
    // The job itself waited 2 minutes (step.sleep on the runner's clock); no call slept inside.
    expect(h.fake.waits).toEqual([120_000]);
    expect(h.fake.sleeps).toEqual([]);
    const adds = h.fake.of('addStickerToSet');
    expect(adds).toHaveLength(5);
    const [flooded, retried] = [adds[1] as Call, adds[2] as Call];
    expect(retried.at - flooded.at).toBeGreaterThanOrEqual(120_000);
    expect(await stickerHash(retried)).toBe(await stickerHash(flooded));
    // Through the wait the set stayed claimed by this job (its lease runs from the wake-up time).
    expect(((await held)?.getTime() ?? 0) - Date.now()).toBeGreaterThan(100_000);
    expect(h.fake.texts()).toContain(
      'Telegram asked us to slow down. Adding stickers to “Holiday mood” continues in 2 minutes…',
    );
    h.expectSet(pack, stickers);
    expect((await h.rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 14, total: 14 });
  });

  it('a wait beyond an hour fails the publication with FLOOD_WAIT, in the chat and on the pack', async () => {
    const { pack } = await h.packOf(12);
    h.fake.hooks.before = (call) => (call.method === 'addStickerToSet' ? flood(7200) : undefined);
    await h.start(pack);
    expect(h.fake.sleeps).toEqual([]);
    expect(h.fake.waits).toEqual([]);
    expect(h.fake.texts().at(-1)).toContain('Please try again in 120 minutes');
    const { set } = await h.rowsOf(pack);
    expect(set).toMatchObject({ status: 'FAILED', errorCode: 'FLOOD_WAIT', done: 10, total: 12 });
  });

  it('flood control that never ends gives up after five waits', async () => {
    const { pack } = await h.packOf(11);
    h.fake.hooks.before = (call) => (call.method === 'addStickerToSet' ? flood(90) : undefined);
    await h.start(pack);
    expect(h.fake.waits).toEqual(Array(5).fill(90_000));
    expect((await h.rowsOf(pack)).set).toMatchObject({ status: 'FAILED', errorCode: 'FLOOD_WAIT' });
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
      sleep: async () => {},
      waitForEvent: async () => null,
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
