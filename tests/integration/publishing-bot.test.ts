import { describe, expect, it } from 'vitest';
import { GET as STATUS } from '@/app/v1/sticker-packs/[reference]/telegram/route';
import { deleteSticker } from '@/lib/stickers/service';
import { privatePrefix } from '@/lib/storage/keys';
import { jsonRequest, makeUser, params, session } from './packs-helpers';
import { publishingHarness, setName } from './publishing-harness';
import { commandUpdate } from './telegram-helpers';
import { callerFrom } from '../helpers/caller';

// Explore and publishing, the bot offline: a deep link creates the set owned by the Telegram user, with the right
// calls and name, in the user's language. Flood control and crashes: publishing-resume.test.ts.
callerFrom(session);

const TG = 424242;
const h = publishingHarness('publishing-bot', TG);

describe('deep link → sticker set', () => {
  it('creates the set owned by the Telegram user, adds the rest one by one, thumbnail, link', async () => {
    const { user, stickers, pack } = await h.packOf(23);
    // A private pack's drawings are in the owner's private store: publishing reads them from there.
    expect(stickers.every((s) => s.imageKey?.startsWith(privatePrefix(user.id)))).toBe(true);
    await h.start(pack);

    const [create] = h.fake.of('createNewStickerSet');
    expect(h.fake.of('createNewStickerSet')).toHaveLength(1);
    expect(create?.payload).toMatchObject({ user_id: TG, name: setName(pack), title: 'Holiday mood' });
    expect(create?.payload.stickers).toHaveLength(10);
    const adds = h.fake.of('addStickerToSet');
    expect(adds).toHaveLength(13);
    expect(adds.every((c) => c.payload.user_id === TG && c.payload.name === setName(pack))).toBe(true);
    expect(setName(pack).length).toBeLessThanOrEqual(64);
    expect(setName(pack)).toMatch(/^[a-z](?:_?[A-Za-z0-9])*$/);
    h.expectSet(pack, stickers);
    expect(h.fake.sets.get(setName(pack))?.owner).toBe(TG);
    expect(h.fake.sets.get(setName(pack))?.stickers.map((s) => s.emoji)[0]).toEqual(['🙂']);
    expect(h.fake.sets.get(setName(pack))?.stickers.map((s) => s.emoji)[1]).toEqual(['😀', '🎉']);
    expect(h.fake.of('setStickerSetThumbnail')).toHaveLength(1);

    const texts = h.fake.texts();
    expect(texts[0]).toContain('Preparing your sticker pack “Holiday mood”');
    expect(texts).toContain('Adding stickers to “Holiday mood”: 15 of 23…');
    expect(texts).toContain('Adding stickers to “Holiday mood”: 23 of 23…');
    const last = h.fake.of('sendMessage').at(-1);
    expect(String(last?.payload.text)).toContain(`https://t.me/addstickers/${setName(pack)}`);
    expect(JSON.stringify(last?.payload.reply_markup)).toContain(`https://t.me/addstickers/${setName(pack)}`);
    // Progress edits the bot's first reply instead of sending new messages.
    const firstId = 500;
    expect(h.fake.of('editMessageText').every((c) => c.payload.message_id === firstId)).toBe(true);

    const { set, members } = await h.rowsOf(pack);
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
    const { pack } = await h.packOf(3);
    await h.start(pack);
    const mark = h.fake.mark();
    await h.start(pack, 'en', 777);
    expect(h.fake.since(mark)).toEqual(['sendMessage', 'editMessageText']);
    expect(h.fake.texts().at(-1)).toContain(`https://t.me/addstickers/${setName(pack)}`);
  });

  it('two taps at once: one job publishes, the other waits its turn; no duplicates', async () => {
    const { stickers, pack } = await h.packOf(12);
    await h.fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
    await h.fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${pack.publicId}`));
    await h.runner.whenIdle();
    expect(h.fake.of('createNewStickerSet')).toHaveLength(1);
    expect(h.fake.of('addStickerToSet')).toHaveLength(2);
    h.expectSet(pack, stickers);
    expect(h.fake.texts().some((t) => t.includes('already being prepared') || t.includes('is ready'))).toBe(
      true,
    );
  });

  it('an unknown or malformed pack code gets a clear answer and starts nothing', async () => {
    await h.fake.bot.handleUpdate(commandUpdate(TG, '/start sticker-pack-zzzz9999'));
    await h.fake.bot.handleUpdate(commandUpdate(TG, '/start sticker-pack-'));
    await h.runner.whenIdle();
    expect(h.fake.texts()).toEqual([
      expect.stringContaining('was not found'),
      expect.stringContaining('was not found'),
    ]);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(0);
  });

  it('a pack with no finished sticker is said to be empty, not missing', async () => {
    const { user, stickers, pack } = await h.packOf(1, 'Bare');
    await deleteSticker(h.conn.db, user.id, stickers[0]?.reference as string);
    await h.start(pack);
    expect(h.fake.texts().at(-1)).toContain(
      '“Bare” could not be published to Telegram. The pack has no finished stickers.',
    );
    expect(h.fake.of('createNewStickerSet')).toHaveLength(0);
  });

  it('talks in the Telegram user’s language', async () => {
    const { pack } = await h.packOf(2, 'Ferien');
    await h.start(pack, 'de');
    expect(h.fake.texts()[0]).toContain('Dein Sticker-Pack „Ferien“ wird vorbereitet');
    expect(h.fake.texts().at(-1)).toContain('„Ferien“ ist fertig!');
    expect(JSON.stringify(h.fake.of('sendMessage').at(-1)?.payload.reply_markup)).toContain(
      'Zu Telegram hinzufügen',
    );
  });

  it('the status route: owner only (404 for others), null before publishing', async () => {
    const { user, pack } = await h.packOf(2);
    const get = () =>
      STATUS(
        jsonRequest(`/v1/sticker-packs/${pack.reference}/telegram`, 'GET'),
        params({ reference: pack.reference }),
      );
    session.user = user;
    expect((await (await get()).json()).data.result).toBeNull();
    session.user = await makeUser(h.conn.db, 0);
    expect((await get()).status).toBe(404);
    session.user = null;
    expect((await get()).status).toBe(401);
  });
});
