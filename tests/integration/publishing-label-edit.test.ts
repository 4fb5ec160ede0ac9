import { describe, expect, it } from 'vitest';
import { updatePackSchema } from '@/lib/contracts/packs';
import { telegramStickerImage } from '@/lib/media/sticker-formats';
import { updatePack } from '@/lib/packs/service';
import { getStorage } from '@/lib/storage';
import { findById } from '@/lib/stickers/queries';
import { saveStickerLabel } from '@/lib/stickers/label-edit';
import { labelBody, makeLayeredSticker } from './label-edit-helpers';
import { sha } from './publishing-fake-telegram';
import { publishingHarness, setName } from './publishing-harness';
import { makePack } from './publishing-helpers';

// A label edit of a published sticker (docs/product-rules.md, label edits): its Telegram set
// replaces that one sticker in place, once (replaceStickerInSet), and the set stays in step with
// the pack afterwards (a later sync finds nothing to add or delete).

const TG = 727272;
const h = publishingHarness('publishing-label-edit', TG);

/** The hash the fake keeps for a sticker: of the bytes we upload for this image. */
async function uploadedHash(imageKey: string) {
  const blob = await getStorage().get(imageKey);
  if (!blob) throw new Error('image missing');
  return sha((await telegramStickerImage(blob.data)).data);
}

describe('label edit → Telegram set', () => {
  it('an edit of a published sticker calls replaceStickerInSet exactly once, in place', async () => {
    const { user, all: stickers } = await h.packOf(1, 'Other', 1);
    const layered = await makeLayeredSticker(h.conn.db, user.id);
    const refs = [stickers[0]?.reference, layered.reference, stickers[1]?.reference] as string[];
    const pack = await makePack(h.conn.db, user.id, refs, { name: 'Greetings' });
    await h.start(pack);
    const name = setName(pack);
    const before = h.fake.sets.get(name)?.stickers.map((s) => s.hash) ?? [];
    expect(before).toHaveLength(3);
    expect(before[1]).toBe(await uploadedHash(layered.imageKey as string));

    const mark = h.fake.mark();
    await saveStickerLabel(
      h.conn.db,
      user.id,
      layered.reference,
      labelBody({ text: 'こんにちは', language: 'ja' }),
    );
    await h.runner.whenIdle();
    const calls = h.fake.since(mark).filter((m) => m !== 'getStickerSet');
    expect(calls).toEqual(['replaceStickerInSet']);

    const row = await findById(h.conn.db, layered.id);
    const after = h.fake.sets.get(name)?.stickers.map((s) => s.hash) ?? [];
    expect(after).toEqual([before[0], await uploadedHash(row?.imageKey as string), before[2]]);
    expect(after[1]).not.toBe(before[1]);

    // Our record follows the replacement: a later sync of the pack adds and deletes nothing.
    const next = h.fake.mark();
    const input = updatePackSchema.parse({ name: 'Greetings!', stickerReferences: refs });
    await updatePack(h.conn.db, user.id, pack.reference, input);
    await h.runner.whenIdle();
    const synced = h.fake.since(next);
    expect(synced).not.toContain('addStickerToSet');
    expect(synced).not.toContain('deleteStickerFromSet');
    expect(synced).not.toContain('replaceStickerInSet');
    expect(h.fake.sets.get(name)?.stickers.map((s) => s.hash)).toEqual(after);
  });

  it('a sticker in no published set calls nothing on Telegram', async () => {
    const { user } = await h.packOf(1, 'Quiet');
    const layered = await makeLayeredSticker(h.conn.db, user.id);
    await makePack(h.conn.db, user.id, [layered.reference], { name: 'Never sent' });
    const mark = h.fake.mark();
    await saveStickerLabel(h.conn.db, user.id, layered.reference, labelBody({ text: 'Bye' }));
    await h.runner.whenIdle();
    expect(h.fake.since(mark)).toEqual([]);
  });
});
