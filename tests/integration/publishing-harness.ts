import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { PackDto } from '@/lib/contracts/packs';
import type { Connection } from '@/lib/db/connect';
import { telegramSetStickers, telegramStickerSets } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { DEFAULT_FLOOD_POLICY } from '@/lib/sticker-sets/telegram-api';
import { localBlobStore } from '@/lib/storage/local';
import { upsertTelegramLink } from '@/lib/telegram/queries';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { makeUser, quiet, tempDir } from './packs-helpers';
import { tempDataDir, useEnv } from './payments-helpers';
import { BOT_USERNAME, type FakeTelegram, fakeTelegram } from './publishing-fake-telegram';
import { colourStickers, makePack } from './publishing-helpers';
import { BOT_TOKEN, commandUpdate } from './telegram-helpers';
import { registry } from '@/lib/registry';

/** The hosted bot's configuration, or none of it (`on` false: the bot is off). */
export const botEnv = (on: boolean) =>
  useEnv({
    ...(on
      ? {
          TELEGRAM_BOT_TOKEN: BOT_TOKEN,
          TELEGRAM_WEBHOOK_SECRET: 'tg-secret',
          TELEGRAM_BOT_USERNAME: BOT_USERNAME,
        }
      : {}),
    DATA_DIR: tempDataDir(),
    APP_URL: 'https://app.test',
    ALLOW_NO_CAPTCHA: '1',
  });

export const setName = (pack: PackDto) => `pack_${pack.publicId}_by_${BOT_USERNAME}`;

/**
 * What every Telegram publishing test file sets up: a database and storage for the file, and per
 * test a fresh fake Bot API and job runner. `envEachTest` restores the bot's configuration before
 * each test (for files where a test turns the bot off).
 */
export function publishingHarness(name: string, telegramUserId: number, envEachTest = false) {
  const state = {} as { conn: Connection; fake: FakeTelegram; runner: LocalRunner };
  beforeAll(async () => {
    botEnv(true);
    state.conn = await createTestDb();
    registry.override({ storage: localBlobStore(tempDir(`${name}-`)) });
  });
  beforeEach(async () => {
    if (envEachTest) botEnv(true);
    state.fake = fakeTelegram();
    registry.override({
      bot: state.fake.bot,
      floodPolicy: { ...DEFAULT_FLOOD_POLICY, sleep: state.fake.sleep },
    });
    state.runner = installLocalRunner({
      backoffMs: () => 0,
      log: quiet,
      // step.sleep on the fake clock: the wait is recorded and honoured in call times; 50 real ms
      // let a test look at the rows while the job waits.
      sleepDelayMs: (ms) => {
        state.fake.wait(ms);
        return 50;
      },
    });
  });
  afterAll(async () => {
    registry.override({ bot: undefined, floodPolicy: undefined, localRunner: undefined, storage: undefined });
    await state.conn.close();
  });

  return {
    get conn() {
      return state.conn;
    },
    get fake() {
      return state.fake;
    },
    get runner() {
      return state.runner;
    },
    /**
     * A pack of n coloured stickers, and `spare` more of the owner's stickers for edits. Its owner's
     * account is linked to this file's Telegram user by a ticket (a verified link: only that account
     * may create the set) unless `linked` is false.
     */
    async packOf(n: number, name = 'Holiday mood', spare = 0, linked = true) {
      const user = await makeUser(state.conn.db, 1000);
      if (linked)
        await upsertTelegramLink(
          state.conn.db,
          { telegramUserId, userId: user.id, username: null, chatId: telegramUserId },
          true,
        );
      const all = await colourStickers(state.conn.db, user.id, n + spare);
      const pack = await makePack(
        state.conn.db,
        user.id,
        all.slice(0, n).map((s) => s.reference),
        { name },
      );
      return { user, all, stickers: all.slice(0, n), pack };
    },
    /** The deep link tapped in Telegram (with the owner's ticket if given), and every job it started run to the end. */
    async start(pack: PackDto, lang = 'en', from = telegramUserId, ticket?: string) {
      const payload = `sticker-pack-${pack.publicId}${ticket ? `_${ticket}` : ''}`;
      await state.fake.bot.handleUpdate(commandUpdate(from, `/start ${payload}`, lang));
      await state.runner.whenIdle();
    },
    /** Our rows for the pack's Telegram set: the set and its members. */
    async rowsOf(pack: PackDto) {
      const db = state.conn.db;
      const id = (await db.select().from(telegramStickerSets)).find((r) => r.name === setName(pack))?.packId;
      const [set] = id
        ? await db.select().from(telegramStickerSets).where(eq(telegramStickerSets.packId, id))
        : [];
      const members = id
        ? await db.select().from(telegramSetStickers).where(eq(telegramSetStickers.packId, id))
        : [];
      return { set, members };
    },
    /** The set on "Telegram" holds exactly these stickers, in this order, each once. */
    expectSet(pack: PackDto, stickers: { hash: string }[]) {
      expect(state.fake.sets.get(setName(pack))?.stickers.map((s) => s.hash)).toEqual(
        stickers.map((s) => s.hash),
      );
    },
  };
}
