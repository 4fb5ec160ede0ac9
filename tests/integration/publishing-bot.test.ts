import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as STATUS } from '@/app/v1/sticker-packs/[reference]/telegram/route';
import type { PackDto } from '@/lib/contracts/packs';
import type { Connection } from '@/lib/db/connect';
import { telegramSetStickers, telegramStickerSets } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { setLocalRunner } from '@/lib/jobs/runtime';
import { recoverLostJobs } from '@/lib/jobs/sweeper';
import type { Step } from '@/lib/jobs/types';
import { runPublishPack } from '@/lib/publishing/publish';
import { setTelegramDepsForTests } from '@/lib/publishing/telegram-api';
import { setStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { installBotForTests } from '@/lib/telegram/bot';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './packs-helpers';
import { tempDataDir, useEnv } from './payments-helpers';
import {
  BOT_USERNAME,
  type Call,
  type FakeTelegram,
  fakeTelegram,
  flood,
  sha,
} from './publishing-fake-telegram';
import { colourStickers, makePack } from './publishing-helpers';
import { BOT_TOKEN, commandUpdate } from './telegram-helpers';

vi.mock('@/lib/auth/current-user', async () => {
  const h = await import('./characters-helpers');
  return { getCurrentUser: async () => h.session.user };
});

let conn: Connection;
let fake: FakeTelegram;
let runner: LocalRunner;
const TG = 424242;

beforeAll(async () => {
  useEnv({
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_WEBHOOK_SECRET: 'tg-secret',
    TELEGRAM_BOT_USERNAME: BOT_USERNAME,
    DATA_DIR: tempDataDir(),
    APP_URL: 'https://app.test',
    ALLOW_NO_CAPTCHA: '1',
  });
  conn = await createTestDb();
  setStorage(localBlobStore(tempDir('publishing-bot-')));
});
beforeEach(async () => {
  fake = fakeTelegram();
  installBotForTests(fake.bot, BOT_TOKEN);
  setTelegramDepsForTests({ sleep: fake.sleep });
  runner = (await setLocalRunner({ backoffMs: () => 0, log: quiet })) as LocalRunner;
});
afterAll(async () => {
  installBotForTests(undefined);
  setTelegramDepsForTests(undefined);
  await setLocalRunner(undefined);
  setStorage(undefined);
  await conn.close();
});

async function packOf(n: number, name = 'Holiday mood') {
  const user = await makeUser(conn.db, 1000);
  const stickers = await colourStickers(conn.db, user.id, n);
  const pack = await makePack(
    conn.db,
    user.id,
    stickers.map((s) => s.reference),
    { name },
  );
  return { user, stickers, pack };
}

const setName = (pack: PackDto) => `pack_${pack.publicId}_by_${BOT_USERNAME}`;

async function start(pack: PackDto, lang = 'en', from = TG) {
  await fake.bot.handleUpdate(commandUpdate(from, `/start sticker-pack-${pack.publicId}`, lang));
  await runner.whenIdle();
}

/** The set on "Telegram" holds exactly these stickers, in this order, each once. */
function expectSet(pack: PackDto, stickers: { hash: string }[]) {
  const set = fake.sets.get(setName(pack));
  expect(set?.stickers.map((s) => s.hash)).toEqual(stickers.map((s) => s.hash));
}

async function rowsOf(pack: PackDto) {
  const id = (await conn.db.select().from(telegramStickerSets)).find((r) => r.name === setName(pack))?.packId;
  const [set] = id
    ? await conn.db.select().from(telegramStickerSets).where(eq(telegramStickerSets.packId, id))
    : [];
  const members = id
    ? await conn.db.select().from(telegramSetStickers).where(eq(telegramSetStickers.packId, id))
    : [];
  return { set, members };
}

const stickerHash = async (call: Call) => {
  const input = call.payload.sticker as { sticker: { toRaw(): Promise<Uint8Array> } };
  return sha(await input.sticker.toRaw());
};

describe('deep link → sticker set', () => {
  it('creates the set owned by the Telegram user, adds the rest one by one, thumbnail, link', async () => {
    const { user, stickers, pack } = await packOf(23);
    await start(pack);

    const [create] = fake.of('createNewStickerSet');
    expect(fake.of('createNewStickerSet')).toHaveLength(1);
    expect(create?.payload).toMatchObject({ user_id: TG, name: setName(pack), title: 'Holiday mood' });
    expect(create?.payload.stickers).toHaveLength(10);
    const adds = fake.of('addStickerToSet');
    expect(adds).toHaveLength(13);
    expect(adds.every((c) => c.payload.user_id === TG && c.payload.name === setName(pack))).toBe(true);
    expect(setName(pack).length).toBeLessThanOrEqual(64);
    expect(setName(pack)).toMatch(/^[a-z](?:_?[A-Za-z0-9])*$/);
    expectSet(pack, stickers);
    expect(fake.sets.get(setName(pack))?.owner).toBe(TG);
    expect(fake.sets.get(setName(pack))?.stickers.map((s) => s.emoji)[0]).toEqual(['🙂']);
    expect(fake.sets.get(setName(pack))?.stickers.map((s) => s.emoji)[1]).toEqual(['😀', '🎉']);
    expect(fake.of('setStickerSetThumbnail')).toHaveLength(1);

    const texts = fake.texts();
    expect(texts[0]).toContain('Preparing your sticker pack “Holiday mood”');
    expect(texts).toContain('Adding stickers to “Holiday mood”: 15 of 23…');
    expect(texts).toContain('Adding stickers to “Holiday mood”: 23 of 23…');
    const last = fake.of('sendMessage').at(-1);
    expect(String(last?.payload.text)).toContain(`https://t.me/addstickers/${setName(pack)}`);
    expect(JSON.stringify(last?.payload.reply_markup)).toContain(`https://t.me/addstickers/${setName(pack)}`);
    // Progress edits the bot's first reply instead of sending new messages.
    const firstId = 500;
    expect(fake.of('editMessageText').every((c) => c.payload.message_id === firstId)).toBe(true);

    const { set, members } = await rowsOf(pack);
    expect(set).toMatchObject({
      status: 'PUBLISHED',
      done: 23,
      total: 23,
      ownerTelegramUserId: TG,
      errorCode: null,
    });
    expect(members).toHaveLength(23);
    expect(members.every((m) => m.fileUniqueId && m.fileId)).toBe(true);

    session.user = user;
    const res = await STATUS(
      jsonRequest(`/v1/sticker-packs/${pack.reference}/telegram`, 'GET'),
      params({ reference: pack.reference }),
    );
    expect((await res.json()).data.result).toEqual({
      status: 'PUBLISHED',
      url: `https://t.me/addstickers/${setName(pack)}`,
      done: 23,
      total: 23,
      errorCode: null,
    });
  });

  it('a second tap on a published pack answers with its link and changes nothing', async () => {
    const { pack } = await packOf(3);
    await start(pack);
    const mark = fake.mark();
    await start(pack, 'en', 777);
    expect(fake.since(mark)).toEqual(['sendMessage', 'editMessageText']);
    expect(fake.texts().at(-1)).toContain(`https://t.me/addstickers/${setName(pack)}`);
  });

  it('two taps at once: one job publishes, the other waits its turn; no duplicates', async () => {
    const { stickers, pack } = await packOf(12);
    await fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
    await fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
    await runner.whenIdle();
    expect(fake.of('createNewStickerSet')).toHaveLength(1);
    expect(fake.of('addStickerToSet')).toHaveLength(2);
    expectSet(pack, stickers);
    expect(fake.texts().some((t) => t.includes('already being prepared') || t.includes('is ready'))).toBe(
      true,
    );
  });

  it('an unknown or malformed pack code gets a clear answer and starts nothing', async () => {
    await fake.bot.handleUpdate(commandUpdate(TG, '/start sticker-pack-zzzz9999'));
    await fake.bot.handleUpdate(commandUpdate(TG, '/start sticker-pack-'));
    await runner.whenIdle();
    expect(fake.texts()).toEqual([
      expect.stringContaining('was not found'),
      expect.stringContaining('was not found'),
    ]);
    expect(fake.of('createNewStickerSet')).toHaveLength(0);
  });

  it('talks in the Telegram user’s language', async () => {
    const { pack } = await packOf(2, 'Ferien');
    await start(pack, 'de');
    expect(fake.texts()[0]).toContain('Dein Sticker-Pack „Ferien“ wird vorbereitet');
    expect(fake.texts().at(-1)).toContain('„Ferien“ ist fertig!');
    expect(JSON.stringify(fake.of('sendMessage').at(-1)?.payload.reply_markup)).toContain(
      'Zu Telegram hinzufügen',
    );
  });

  it('the status route: owner only (404 for others), null before publishing', async () => {
    const { user, pack } = await packOf(2);
    const get = () =>
      STATUS(
        jsonRequest(`/v1/sticker-packs/${pack.reference}/telegram`, 'GET'),
        params({ reference: pack.reference }),
      );
    session.user = user;
    expect((await (await get()).json()).data.result).toBeNull();
    session.user = await makeUser(conn.db, 0);
    expect((await get()).status).toBe(404);
    session.user = null;
    expect((await get()).status).toBe(401);
  });
});

describe('flood control', () => {
  it('waits retry_after and repeats the same call after the wait', async () => {
    const { stickers, pack } = await packOf(14);
    fake.hooks.before = (call, n) => (call.method === 'addStickerToSet' && n === 3 ? flood(7) : undefined);
    await start(pack);
    expect(fake.sleeps).toEqual([7000]);
    const adds = fake.of('addStickerToSet');
    expect(adds).toHaveLength(5);
    const [flooded, retried] = [adds[2] as Call, adds[3] as Call];
    expect(retried.at - flooded.at).toBeGreaterThanOrEqual(7000);
    expect(await stickerHash(retried)).toBe(await stickerHash(flooded));
    expect(fake.calls.indexOf(retried)).toBe(fake.calls.indexOf(flooded) + 1);
    expectSet(pack, stickers);
  });

  it('a wait longer than a minute fails the publication with FLOOD_WAIT, in the chat and on the pack', async () => {
    const { pack } = await packOf(12);
    fake.hooks.before = (call) => (call.method === 'addStickerToSet' ? flood(3600) : undefined);
    await start(pack);
    expect(fake.sleeps).toEqual([]);
    expect(fake.texts().at(-1)).toContain('Please try again in 60 minutes');
    const { set } = await rowsOf(pack);
    expect(set).toMatchObject({ status: 'FAILED', errorCode: 'FLOOD_WAIT', done: 10, total: 12 });
  });
});

describe('resumed after a crash', () => {
  it('a job killed after 5 adds is run again: the set ends complete, nothing twice', async () => {
    const { stickers, pack } = await packOf(23);
    fake.hooks.before = (call, n) => {
      if (call.method === 'addStickerToSet' && n > 5) throw new Error('connection reset');
      return undefined;
    };
    await start(pack);
    expect((await rowsOf(pack)).set).toMatchObject({
      status: 'FAILED',
      errorCode: 'TELEGRAM_UNAVAILABLE',
      done: 15,
    });
    expect(fake.texts().at(-1)).toContain('could not be reached');
    expect(fake.sets.get(setName(pack))?.stickers).toHaveLength(15);

    fake.hooks.before = undefined;
    await start(pack);
    expectSet(pack, stickers);
    expect(fake.of('createNewStickerSet')).toHaveLength(1);
    expect((await rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 23 });
    expect((await rowsOf(pack)).members).toHaveLength(23);
  });

  it('an add that reached Telegram but whose answer was lost is recorded, not added again', async () => {
    const { stickers, pack } = await packOf(17);
    fake.hooks.after = (call, n) => {
      if (call.method === 'addStickerToSet' && n % 3 === 0) throw new Error('answer lost');
    };
    await start(pack);
    expectSet(pack, stickers);
    expect(fake.of('addStickerToSet')).toHaveLength(7);
    expect((await rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 17 });
  });

  it('after a process crash the embedded runner resumes the job from its rows', async () => {
    const { user, stickers, pack } = await packOf(16);
    let adds = 0;
    const dying: Step = {
      run: async (id, fn) => {
        if (id.startsWith('add:') && ++adds > 3) throw new Error('process killed');
        return JSON.parse(JSON.stringify((await fn()) ?? null));
      },
    };
    const packId = (
      await conn.db.query.stickerPacks.findFirst({ where: (p, { eq: is }) => is(p.publicId, pack.publicId) })
    )?.id as string;
    const data = { userId: user.id, packId, telegramUserId: TG, chatId: TG, languageCode: 'en' };
    await expect(runPublishPack(data, dying)).rejects.toThrow('process killed');
    expect((await rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHING', done: 13 });

    const { resumed } = await recoverLostJobs(conn.db, (e) => runner.enqueue(e));
    expect(resumed).toContain(packId);
    await runner.whenIdle();
    expectSet(pack, stickers);
    expect(fake.of('addStickerToSet')).toHaveLength(6);
    expect((await rowsOf(pack)).set).toMatchObject({ status: 'PUBLISHED', done: 16 });
  });
});
