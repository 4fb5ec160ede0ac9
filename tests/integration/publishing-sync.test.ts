import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PackDto, updatePackSchema } from '@/lib/contracts/packs';
import { telegramStickerSets } from '@/lib/db/schema';
import { deletePack, updatePack } from '@/lib/packs/service';
import { deleteSticker } from '@/lib/stickers/service';
import { makeUser } from './packs-helpers';
import { botEnv, publishingHarness, setName } from './publishing-harness';
import { colourStickers, makePack } from './publishing-helpers';
import { commandUpdate } from './telegram-helpers';

const TG = 515151;
// Some tests turn the bot off: its configuration is restored before each test.
const h = publishingHarness('publishing-sync', TG, true);

type Sticker = Awaited<ReturnType<typeof colourStickers>>[number];

/** A published pack of n stickers, plus `spare` more of the owner's stickers for edits. */
async function published(n: number, spare = 0) {
  const { user, all, pack } = await h.packOf(n, 'Team', spare);
  await h.start(pack);
  expect(h.fake.sets.get(setName(pack))?.stickers).toHaveLength(n);
  return { user, all, pack, mark: h.fake.mark() };
}

async function edit(userId: string, pack: PackDto, stickers: Sticker[], name = 'Team') {
  const input = updatePackSchema.parse({ name, stickerReferences: stickers.map((s) => s.reference) });
  await updatePack(h.conn.db, userId, pack.reference, input);
  await h.runner.whenIdle();
}

const apiCalls = (methods: string[]) =>
  methods.filter((m) => !['getStickerSet', 'setStickerSetThumbnail'].includes(m)).sort();

describe('edit sync: the Telegram set follows the pack', () => {
  it('an added sticker → one addStickerToSet, in its place', async () => {
    const { user, all, pack, mark } = await published(4, 1);
    const next = [all[0], all[4], all[1], all[2], all[3]] as Sticker[];
    await edit(user.id, pack, next);
    expect(apiCalls(h.fake.since(mark))).toEqual(['addStickerToSet', 'setStickerPositionInSet']);
    h.expectSet(pack, next);
  });

  it('a removed sticker → one deleteStickerFromSet', async () => {
    const { user, all, pack, mark } = await published(4);
    const next = [all[0], all[2], all[3]] as Sticker[];
    await edit(user.id, pack, next);
    expect(apiCalls(h.fake.since(mark))).toEqual(['deleteStickerFromSet']);
    h.expectSet(pack, next);
  });

  it('a new order → setStickerPositionInSet only', async () => {
    const { user, all, pack, mark } = await published(5);
    const next = [all[4], all[0], all[3], all[1], all[2]] as Sticker[];
    await edit(user.id, pack, next);
    const calls = apiCalls(h.fake.since(mark));
    expect(new Set(calls)).toEqual(new Set(['setStickerPositionInSet']));
    expect(calls.length).toBeLessThanOrEqual(4);
    h.expectSet(pack, next);
  });

  it('a new name → setStickerSetTitle only', async () => {
    const { user, all, pack, mark } = await published(3);
    await edit(user.id, pack, all.slice(0, 3), 'Team 2025');
    expect(apiCalls(h.fake.since(mark))).toEqual(['setStickerSetTitle']);
    expect(h.fake.sets.get(setName(pack))?.title).toBe('Team 2025');
  });

  it('everything at once, silently; every sticker replaced never empties the set', async () => {
    const { user, all, pack, mark } = await published(3, 4);
    const next = [all[5], all[2], all[3], all[0]] as Sticker[];
    await edit(user.id, pack, next, 'Renamed');
    h.expectSet(pack, next);
    expect(h.fake.sets.get(setName(pack))?.title).toBe('Renamed');
    expect(h.fake.since(mark)).not.toContain('sendMessage');

    const replaced = [all[6]] as Sticker[];
    const before = h.fake.mark();
    await edit(user.id, pack, replaced, 'Renamed');
    const calls = h.fake.since(before);
    expect(calls.indexOf('addStickerToSet')).toBeLessThan(calls.lastIndexOf('deleteStickerFromSet'));
    h.expectSet(pack, replaced);
  });

  it('a pack never published: an edit calls nothing on Telegram', async () => {
    const user = await makeUser(h.conn.db, 1000);
    const all = await colourStickers(h.conn.db, user.id, 3);
    const pack = await makePack(
      h.conn.db,
      user.id,
      all.slice(0, 2).map((s) => s.reference),
    );
    await edit(user.id, pack, all);
    expect(h.fake.calls).toEqual([]);
  });

  it('a sync Telegram refuses: FAILED with its code, and the chat is told', async () => {
    const { user, all, pack } = await published(3, 1);
    h.fake.hooks.before = (call) =>
      call.method === 'addStickerToSet'
        ? { ok: false, error_code: 400, description: 'Bad Request: STICKER_PNG_DIMENSIONS' }
        : undefined;
    await edit(user.id, pack, all);
    expect(h.fake.texts().at(-1)).toContain('your changes to “Team” could not be applied on Telegram');
    expect(h.fake.texts().at(-1)).toContain('Telegram refused one of the stickers.');
    expect(h.fake.sets.get(setName(pack))?.stickers).toHaveLength(3);
    const [row] = await h.conn.db
      .select()
      .from(telegramStickerSets)
      .where(eq(telegramStickerSets.name, setName(pack)));
    expect(row).toMatchObject({ status: 'FAILED', errorCode: 'STICKER_REJECTED' });
  });

  it('an edit made while the pack is being published is synced when the publication ends', async () => {
    const { user, all, pack } = await h.packOf(20, 'Team', 1);
    const next = [all[20], ...all.slice(1, 20)] as Sticker[];
    let editing: Promise<unknown> | undefined;
    h.fake.hooks.after = (call, n) => {
      if (call.method === 'addStickerToSet' && n === 1)
        editing = updatePack(
          h.conn.db,
          user.id,
          pack.reference,
          updatePackSchema.parse({ name: 'Team', stickerReferences: next.map((s) => s.reference) }),
        );
    };
    await h.fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
    await h.runner.whenIdle();
    await editing;
    await h.runner.whenIdle();
    h.expectSet(pack, next);
    const methods = h.fake.calls.map((c) => c.method);
    // The publication finished first (its link sent), then the edit was applied.
    expect(methods.lastIndexOf('deleteStickerFromSet')).toBeGreaterThan(methods.lastIndexOf('sendMessage'));
    const [row] = await h.conn.db
      .select()
      .from(telegramStickerSets)
      .where(eq(telegramStickerSets.name, setName(pack)));
    expect(row).toMatchObject({ status: 'PUBLISHED', done: 20, total: 20, dirty: 0 });
  });

  it('a sticker deleted from the Stickers tab leaves the set; the last one deletes the set', async () => {
    const { user, all, pack, mark } = await published(3);
    await deleteSticker(h.conn.db, user.id, all[1]?.reference as string);
    await h.runner.whenIdle();
    expect(apiCalls(h.fake.since(mark))).toEqual(['deleteStickerFromSet']);
    h.expectSet(pack, [all[0], all[2]] as Sticker[]);

    await deleteSticker(h.conn.db, user.id, all[0]?.reference as string);
    await deleteSticker(h.conn.db, user.id, all[2]?.reference as string);
    await h.runner.whenIdle();
    expect(h.fake.sets.has(setName(pack))).toBe(false);
    expect(h.fake.of('deleteStickerSet')).toHaveLength(1);
    expect((await h.rowsOf(pack)).set).toBeUndefined();
  });

  it('deleting the pack deletes its Telegram set', async () => {
    const { user, pack, mark } = await published(2);
    await deletePack(h.conn.db, user.id, pack.reference);
    await h.runner.whenIdle();
    expect(h.fake.since(mark)).toEqual(['deleteStickerSet']);
    expect(h.fake.sets.has(setName(pack))).toBe(false);
  });

  it('with the bot off (embedded mode) edits and deletes send nothing', async () => {
    const { user, all, pack, mark } = await published(2, 1);
    botEnv(false);
    await edit(user.id, pack, all);
    await deletePack(h.conn.db, user.id, pack.reference);
    await h.runner.whenIdle();
    expect(h.fake.since(mark)).toEqual([]);
  });
});
