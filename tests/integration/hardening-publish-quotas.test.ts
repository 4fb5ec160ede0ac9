import { describe, expect, it } from 'vitest';
import { installLocalRunner } from '../helpers/runner';
import { clearAllSlots } from '@/lib/jobs/slots';
import { upsertTelegramLink } from '@/lib/telegram/queries';
import { makeUser, quiet } from './packs-helpers';
import { publishingHarness, setName } from './publishing-harness';
import { colourStickers, makePack } from './publishing-helpers';
import { commandUpdate } from './telegram-helpers';

// Hardening: repeated `/start sticker-pack-<code>` messages queued one publish job each. Now a tap
// while a job for the pack waits joins it (the reply says it is already being prepared), and a pack
// owner has at most 5 publish jobs in flight (lib/jobs/slots.ts; every kind: hardening-job-quotas).
const TG = 515151;
const h = publishingHarness('publish-quotas', TG);

/** A runner that queues jobs and never starts them: everything stays in flight. */
const holdJobs = async () => installLocalRunner({ perUserLimit: 0, log: quiet });
const tap = (code: string) => h.fake.bot.handleUpdate(commandUpdate(TG, `/start sticker-pack-${code}`));

describe('publishing jobs per pack and per owner', () => {
  it('ten taps on one pack queue one job; the other nine are told it is on its way', async () => {
    const { pack } = await h.packOf(2);
    const runner = await holdJobs();
    for (let i = 0; i < 10; i++) await tap(pack.publicId);
    expect(runner.activeSubjects().size).toBe(1);
    expect(h.fake.of('sendMessage')).toHaveLength(10);
    const edits = h.fake.of('editMessageText').map((c) => String(c.payload.text));
    expect(edits).toEqual(
      Array(9).fill(`“${pack.name}” is already being prepared. The link will arrive here in a moment.`),
    );
  });

  it('an owner’s sixth pack in flight is refused with a clear answer; once they are done the next is accepted', async () => {
    const owner = await makeUser(h.conn.db, 1000);
    // The owner's own Telegram account (linked by their ticket): only it may create their sets.
    await upsertTelegramLink(
      h.conn.db,
      { telegramUserId: TG, userId: owner.id, username: null, chatId: TG },
      true,
    );
    const packs = [];
    for (let i = 0; i < 6; i++) {
      const [sticker] = await colourStickers(h.conn.db, owner.id, 1);
      packs.push(await makePack(h.conn.db, owner.id, [sticker?.reference as string], { name: `Pack ${i}` }));
    }
    const runner = await holdJobs();
    for (const pack of packs) await tap(pack.publicId);
    expect(runner.activeSubjects().size).toBe(5);
    expect(h.fake.texts().at(-1)).toBe(
      'Too many sticker packs are being prepared right now. Please try again in a few minutes.',
    );
    // The held runner's queue is lost, as with a restart, which frees the slots (embedded start);
    // then each pack publishes, and once the five are done the sixth is accepted.
    await clearAllSlots(h.conn.db);
    const working = installLocalRunner({ backoffMs: () => 0, log: quiet });
    for (const pack of packs.slice(0, 5)) await tap(pack.publicId);
    await working.whenIdle();
    await tap((packs[5] as (typeof packs)[number]).publicId);
    await working.whenIdle();
    for (const pack of packs) expect(h.fake.sets.has(setName(pack))).toBe(true);
  });
});
