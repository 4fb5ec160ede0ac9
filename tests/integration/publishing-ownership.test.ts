import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as LINK } from '@/app/v1/sticker-packs/[reference]/telegram/route';
import type { PackDto } from '@/lib/contracts/packs';
import { stickerPacks, telegramLinks, telegramLinkTokens } from '@/lib/db/schema';
import { issueLinkToken, LINK_TOKEN_TTL_MS, linkTelegramAccount } from '@/lib/telegram/service';
import { jsonRequest, makeUser, params, session } from './packs-helpers';
import { BOT_USERNAME } from './publishing-fake-telegram';
import { publishingHarness, setName } from './publishing-harness';
import { makePack } from './publishing-helpers';
import { callerFrom } from '../helpers/caller';

// Who owns a pack's Telegram set: the Telegram account linked to the pack OWNER's account, never
// the first visitor of a public pack page to tap "Add to Telegram". The owner's own button carries
// a single-use ticket (30 minutes) that links the Telegram account opening it.
callerFrom(session);

const OWNER_TG = 515151; // the owner's Telegram account, not linked beforehand
const STRANGER = 616161;
const h = publishingHarness('publishing-ownership', OWNER_TG);

/** The owner's "Add to Telegram" call: the deep link and the ticket it carries. */
async function ownerLink(pack: PackDto) {
  const res = await LINK(
    jsonRequest(`/v1/sticker-packs/${pack.reference}/telegram`, 'POST'),
    params({ reference: pack.reference }),
  );
  const body = await res.json();
  return { status: res.status, url: body.data?.result?.url as string | undefined };
}
const ticketOf = (url: string) => new URL(url).searchParams.get('start')?.split('_').slice(1).join('_') ?? '';
const linkedTo = async (telegramUserId: number) =>
  (await h.conn.db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, telegramUserId)))[0]
    ?.userId;

describe('a stranger', () => {
  it('cannot create or own the set of a public pack: no Telegram call, a clear answer with the page', async () => {
    const { pack } = await h.packOf(3, 'Open house', 0, false);
    await h.conn.db
      .update(stickerPacks)
      .set({ visibility: 'PUBLIC' })
      .where(eq(stickerPacks.reference, pack.reference));
    await h.start(pack, 'en', STRANGER);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(0);
    expect(h.fake.sets.size).toBe(0);
    expect((await h.rowsOf(pack)).set).toBeUndefined();
    expect(await linkedTo(STRANGER)).toBeUndefined();
    const answer = h.fake.texts().at(-1) as string;
    expect(answer).toContain('hasn’t added it to Telegram yet');
    expect(answer).toContain(`https://app.test/explore/sticker-pack/${pack.reference}`);
  });

  it('of a private pack is told the same, without a page they could not open', async () => {
    const { pack } = await h.packOf(2, 'Secret', 0, false);
    await h.start(pack, 'de', STRANGER);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(0);
    const answer = h.fake.texts().at(-1) as string;
    expect(answer).toContain('„Secret“');
    expect(answer).not.toContain('https://');
  });

  it('who links their account with the owner’s user code (/start payment-<code>) still cannot own the set', async () => {
    const { user, pack } = await h.packOf(3, 'Borrowed code', 0, false);
    const MALLORY = 717171;
    await linkTelegramAccount(h.conn.db, {
      publicId: user.publicId,
      telegramUserId: MALLORY,
      username: 'mallory',
      chatId: MALLORY,
    });
    expect(await linkedTo(MALLORY)).toBe(user.id); // it may buy credits for them…
    await h.start(pack, 'en', MALLORY);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(0); // …but never own their sets
    expect((await h.rowsOf(pack)).set).toBeUndefined();
  });

  it('gets the set’s link once the owner created it, and the set keeps its owner', async () => {
    const { stickers, pack } = await h.packOf(3); // linked to OWNER_TG
    await h.start(pack);
    h.expectSet(pack, stickers);
    const mark = h.fake.mark();
    await h.start(pack, 'en', STRANGER);
    expect(h.fake.since(mark)).toEqual(['sendMessage', 'editMessageText']);
    expect(h.fake.texts().at(-1)).toContain(`https://t.me/addstickers/${setName(pack)}`);
    expect(h.fake.sets.get(setName(pack))?.owner).toBe(OWNER_TG);
    expect((await h.rowsOf(pack)).set?.ownerTelegramUserId).toBe(OWNER_TG);
  });
});

describe('the owner', () => {
  it('linked already: the plain link creates the set owned by that Telegram account', async () => {
    const { stickers, pack } = await h.packOf(4);
    await h.start(pack);
    h.expectSet(pack, stickers);
    expect(h.fake.sets.get(setName(pack))?.owner).toBe(OWNER_TG);
  });

  it('with the ticket from their own button: links this Telegram account, then creates the set', async () => {
    const { user, stickers, pack } = await h.packOf(5, 'Mine', 0, false);
    session.user = user;
    const { status, url } = await ownerLink(pack);
    expect(status).toBe(200);
    const start = new URL(url as string).searchParams.get('start') as string;
    expect(url).toMatch(new RegExp(`^https://t\\.me/${BOT_USERNAME}\\?start=sticker-pack-${pack.publicId}_`));
    expect(start).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    // Only a hash is kept.
    const rows = await h.conn.db.select().from(telegramLinkTokens);
    expect(rows.some((r) => r.tokenHash === ticketOf(url as string))).toBe(false);

    await h.start(pack, 'en', OWNER_TG, ticketOf(url as string));
    h.expectSet(pack, stickers);
    expect(h.fake.sets.get(setName(pack))?.owner).toBe(OWNER_TG);
    expect(await linkedTo(OWNER_TG)).toBe(user.id);
  });

  it('a ticket works once: the same ticket again links nobody and creates nothing', async () => {
    const { user, all, pack } = await h.packOf(2, 'First', 2, false);
    const second = await makePack(
      h.conn.db,
      user.id,
      all.slice(2).map((s) => s.reference),
      { name: 'Second' },
    );
    session.user = user;
    const ticket = ticketOf((await ownerLink(pack)).url as string);
    await h.start(pack, 'en', OWNER_TG, ticket);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(1);

    await h.start(second, 'en', STRANGER, ticket);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(1);
    expect(await linkedTo(STRANGER)).toBeUndefined();
    expect(h.fake.texts().at(-1)).toContain('has expired or was already used');
  });

  it('an expired ticket, or another user’s, is refused', async () => {
    const { user, pack } = await h.packOf(2, 'Late', 0, false);
    const expired = await issueLinkToken(h.conn.db, user.id, Date.now() - LINK_TOKEN_TTL_MS - 1000);
    await h.start(pack, 'en', OWNER_TG, expired);
    const someoneElse = await makeUser(h.conn.db, 0);
    const theirs = await issueLinkToken(h.conn.db, someoneElse.id);
    await h.start(pack, 'en', OWNER_TG, theirs);
    expect(h.fake.of('createNewStickerSet')).toHaveLength(0);
    expect(await linkedTo(OWNER_TG)).not.toBe(user.id);
    expect(h.fake.texts().filter((t) => t.includes('has expired or was already used'))).toHaveLength(2);
  });

  it('only the owner gets a ticket: 404 for another user, 401 signed out', async () => {
    const { pack } = await h.packOf(1, 'Owned', 0, false);
    session.user = await makeUser(h.conn.db, 0);
    expect((await ownerLink(pack)).status).toBe(404);
    session.user = null;
    expect((await ownerLink(pack)).status).toBe(401);
  });
});
