import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PackDto, updatePackSchema } from '@/lib/contracts/packs';
import type { Connection } from '@/lib/db/connect';
import { telegramStickerSets } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { setLocalRunner } from '@/lib/jobs/runtime';
import { deletePack, updatePack } from '@/lib/packs/service';
import { setTelegramDepsForTests } from '@/lib/publishing/telegram-api';
import { setStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { installBotForTests } from '@/lib/telegram/bot';
import { createTestDb } from '../helpers/db';
import { makeUser, quiet, tempDir } from './packs-helpers';
import { tempDataDir, useEnv } from './payments-helpers';
import { BOT_USERNAME, type FakeTelegram, fakeTelegram } from './publishing-fake-telegram';
import { colourStickers, makePack } from './publishing-helpers';
import { BOT_TOKEN, commandUpdate } from './telegram-helpers';

let conn: Connection;
let fake: FakeTelegram;
let runner: LocalRunner;
const TG = 515151;
const botEnv = (on: boolean) =>
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

beforeAll(async () => {
  botEnv(true);
  conn = await createTestDb();
  setStorage(localBlobStore(tempDir('publishing-sync-')));
});
beforeEach(async () => {
  botEnv(true);
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

type Sticker = Awaited<ReturnType<typeof colourStickers>>[number];
const setName = (pack: PackDto) => `pack_${pack.publicId}_by_${BOT_USERNAME}`;

/** A published pack of n stickers, plus `spare` more of the owner's stickers for edits. */
async function published(n: number, spare = 0) {
  const user = await makeUser(conn.db, 1000);
  const all = await colourStickers(conn.db, user.id, n + spare);
  const pack = await makePack(
    conn.db,
    user.id,
    all.slice(0, n).map((s) => s.reference),
    { name: 'Team' },
  );
  await fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
  await runner.whenIdle();
  expect(fake.sets.get(setName(pack))?.stickers).toHaveLength(n);
  return { user, all, pack, mark: fake.mark() };
}

async function edit(userId: string, pack: PackDto, stickers: Sticker[], name = 'Team') {
  const input = updatePackSchema.parse({ name, stickerReferences: stickers.map((s) => s.reference) });
  await updatePack(conn.db, userId, pack.reference, input);
  await runner.whenIdle();
}

const apiCalls = (methods: string[]) =>
  methods.filter((m) => !['getStickerSet', 'setStickerSetThumbnail'].includes(m)).sort();
const expectSet = (pack: PackDto, stickers: Sticker[]) =>
  expect(fake.sets.get(setName(pack))?.stickers.map((s) => s.hash)).toEqual(stickers.map((s) => s.hash));

describe('edit sync: the Telegram set follows the pack', () => {
  it('an added sticker → one addStickerToSet, in its place', async () => {
    const { user, all, pack, mark } = await published(4, 1);
    const next = [all[0], all[4], all[1], all[2], all[3]] as Sticker[];
    await edit(user.id, pack, next);
    expect(apiCalls(fake.since(mark))).toEqual(['addStickerToSet', 'setStickerPositionInSet']);
    expectSet(pack, next);
  });

  it('a removed sticker → one deleteStickerFromSet', async () => {
    const { user, all, pack, mark } = await published(4);
    const next = [all[0], all[2], all[3]] as Sticker[];
    await edit(user.id, pack, next);
    expect(apiCalls(fake.since(mark))).toEqual(['deleteStickerFromSet']);
    expectSet(pack, next);
  });

  it('a new order → setStickerPositionInSet only', async () => {
    const { user, all, pack, mark } = await published(5);
    const next = [all[4], all[0], all[3], all[1], all[2]] as Sticker[];
    await edit(user.id, pack, next);
    const calls = apiCalls(fake.since(mark));
    expect(new Set(calls)).toEqual(new Set(['setStickerPositionInSet']));
    expect(calls.length).toBeLessThanOrEqual(4);
    expectSet(pack, next);
  });

  it('a new name → setStickerSetTitle only', async () => {
    const { user, all, pack, mark } = await published(3);
    await edit(user.id, pack, all.slice(0, 3), 'Team 2025');
    expect(apiCalls(fake.since(mark))).toEqual(['setStickerSetTitle']);
    expect(fake.sets.get(setName(pack))?.title).toBe('Team 2025');
  });

  it('everything at once, silently; every sticker replaced never empties the set', async () => {
    const { user, all, pack, mark } = await published(3, 4);
    const next = [all[5], all[2], all[3], all[0]] as Sticker[];
    await edit(user.id, pack, next, 'Renamed');
    expectSet(pack, next);
    expect(fake.sets.get(setName(pack))?.title).toBe('Renamed');
    expect(fake.since(mark)).not.toContain('sendMessage');

    const replaced = [all[6]] as Sticker[];
    const before = fake.mark();
    await edit(user.id, pack, replaced, 'Renamed');
    const calls = fake.since(before);
    expect(calls.indexOf('addStickerToSet')).toBeLessThan(calls.lastIndexOf('deleteStickerFromSet'));
    expectSet(pack, replaced);
  });

  it('a pack never published: an edit calls nothing on Telegram', async () => {
    const user = await makeUser(conn.db, 1000);
    const all = await colourStickers(conn.db, user.id, 3);
    const pack = await makePack(
      conn.db,
      user.id,
      all.slice(0, 2).map((s) => s.reference),
    );
    await edit(user.id, pack, all);
    expect(fake.calls).toEqual([]);
  });

  it('a sync Telegram refuses: FAILED with its code, and the chat is told', async () => {
    const { user, all, pack } = await published(3, 1);
    fake.hooks.before = (call) =>
      call.method === 'addStickerToSet'
        ? { ok: false, error_code: 400, description: 'Bad Request: STICKER_PNG_DIMENSIONS' }
        : undefined;
    await edit(user.id, pack, all);
    expect(fake.texts().at(-1)).toContain('your changes to “Team” could not be applied on Telegram');
    expect(fake.texts().at(-1)).toContain('Telegram refused one of the stickers.');
    expect(fake.sets.get(setName(pack))?.stickers).toHaveLength(3);
    const [row] = await conn.db
      .select()
      .from(telegramStickerSets)
      .where(eq(telegramStickerSets.name, setName(pack)));
    expect(row).toMatchObject({ status: 'FAILED', errorCode: 'STICKER_REJECTED' });
  });

  it('an edit made while the pack is being published is synced when the publication ends', async () => {
    const user = await makeUser(conn.db, 1000);
    const all = await colourStickers(conn.db, user.id, 21);
    const pack = await makePack(
      conn.db,
      user.id,
      all.slice(0, 20).map((s) => s.reference),
      { name: 'Team' },
    );
    const next = [all[20], ...all.slice(1, 20)] as Sticker[];
    let editing: Promise<unknown> | undefined;
    fake.hooks.after = (call, n) => {
      if (call.method === 'addStickerToSet' && n === 1)
        editing = updatePack(
          conn.db,
          user.id,
          pack.reference,
          updatePackSchema.parse({ name: 'Team', stickerReferences: next.map((s) => s.reference) }),
        );
    };
    await fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
    await runner.whenIdle();
    await editing;
    await runner.whenIdle();
    expectSet(pack, next);
    const methods = fake.calls.map((c) => c.method);
    // The publication finished first (its link sent), then the edit was applied.
    expect(methods.lastIndexOf('deleteStickerFromSet')).toBeGreaterThan(methods.lastIndexOf('sendMessage'));
    const [row] = await conn.db
      .select()
      .from(telegramStickerSets)
      .where(eq(telegramStickerSets.name, setName(pack)));
    expect(row).toMatchObject({ status: 'PUBLISHED', done: 20, total: 20, dirty: 0 });
  });

  it('deleting the pack deletes its Telegram set', async () => {
    const { user, pack, mark } = await published(2);
    await deletePack(conn.db, user.id, pack.reference);
    await runner.whenIdle();
    expect(fake.since(mark)).toEqual(['deleteStickerSet']);
    expect(fake.sets.has(setName(pack))).toBe(false);
  });

  it('with the bot off (embedded mode) edits and deletes send nothing', async () => {
    const { user, all, pack, mark } = await published(2, 1);
    botEnv(false);
    await edit(user.id, pack, all);
    await deletePack(conn.db, user.id, pack.reference);
    await runner.whenIdle();
    expect(fake.since(mark)).toEqual([]);
  });
});
