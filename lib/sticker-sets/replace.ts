import 'server-only';
import { getDb } from '@/lib/db';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import type { EventData } from '@/lib/jobs/events';
import type { Step } from '@/lib/jobs/types';
import { StickerImageError, telegramStickerImage } from '@/lib/media/sticker-formats';
import { PublishError } from './errors';
import { stickerEmoji } from './names';
import { LEASE_MS, MAX_FLOOD_WAIT_S } from './publish';
import * as q from './queries';
import { loadPackSource, MissingImageError, readStickerImage } from './source';
import { setThumbnail } from './steps';
import { getSetOrNull, inputSticker, tg } from './telegram-api';

// pack/sticker-replace.requested: a sticker of a published pack was drawn again (a label edit,
// docs/product-rules.md) or animated (docs/animated-stickers.md). Its set replaces that one sticker in place (replaceStickerInSet, Bot API
// 7.2+) instead of a delete and an add, so it keeps its position and the set is never one short.
// The step reads the truth again (our members, then Telegram's set) and may run twice.

const BUSY_WAIT_MS = 30_000;
const BUSY_ROUNDS = 10;
const FLOOD_ROUNDS = 3;

type Outcome = { replaced: string } | { skipped: string } | { failed: string; retryAfter?: number };

async function replaceOne(db: DbOrTx, data: { packId: string; stickerId: string }): Promise<Outcome> {
  const set = await q.findSet(db, data.packId);
  if (!set) return { skipped: 'no set' };
  const mine = (await q.listMembers(db, data.packId)).find(
    (m) => m.stickerId === data.stickerId && m.fileUniqueId,
  );
  // Not in the set yet: the publish or sync that adds it reads its current drawing.
  if (!mine) return { skipped: 'not in the set' };
  const source = await loadPackSource(db, { packId: data.packId });
  const file = source?.files.find((f) => f.id === data.stickerId);
  if (!file) return { skipped: 'not in the pack' };
  let sticker: ReturnType<typeof inputSticker>;
  try {
    // An animated sticker goes as its video sticker (docs/animated-stickers.md), the set's static one replaced.
    const img = file.videoKey
      ? { data: await readStickerImage(file.videoKey), format: 'webm' as const }
      : await telegramStickerImage(await readStickerImage(file.imageKey));
    sticker = inputSticker(img.data, img.format, stickerEmoji(file.emoji));
  } catch (err) {
    if (err instanceof StickerImageError || err instanceof MissingImageError)
      return { failed: 'STICKER_UNUSABLE' };
    throw err;
  }
  try {
    await tg((api) => api.replaceStickerInSet(set.ownerTelegramUserId, set.name, mine.fileId, sticker));
  } catch (err) {
    if (!(err instanceof PublishError)) throw err;
    // The old file is gone from the set when an earlier run's call went through: record below.
    const now = await getSetOrNull(set.name);
    if (!now || now.stickers.some((s) => s.file_unique_id === mine.fileUniqueId))
      return { failed: err.code, retryAfter: err.retryAfter };
  }
  // The replacement takes the old sticker's place in the set: recorded as ours with its new ids.
  const after = await getSetOrNull(set.name);
  const at = after?.stickers[mine.position];
  if (at && at.file_unique_id !== mine.fileUniqueId)
    await q.recordMember(db, data.packId, {
      stickerId: data.stickerId,
      fileId: at.file_id,
      fileUniqueId: at.file_unique_id,
      position: mine.position,
    });
  // The set's cover (or first sticker) changed: so does its thumbnail (an animation's is a video).
  if (source?.coverId === data.stickerId) {
    const ctx = { name: set.name, owner: set.ownerTelegramUserId };
    await setThumbnail(ctx, { imageKey: file.imageKey, videoKey: file.setThumbKey }).catch((err) => {
      if (!(err instanceof PublishError)) throw err;
      console.warn(`[publishing] the set's new thumbnail was refused: ${err.code}`);
    });
  }
  return { replaced: data.stickerId };
}

/** Waits while a publish or sync holds the set: it works from its own plan, read before this edit. */
async function untilFree(step: Step, db: DbOrTx, packId: string) {
  for (let round = 0; round < BUSY_ROUNDS; round++) {
    const busy = await step.run(`busy:${packId}#${round}`, async () => {
      const set = await q.findSet(db, packId);
      return !!set && set.status === 'PUBLISHING' && Date.now() - set.updatedAt.getTime() < LEASE_MS;
    });
    if (!busy) return;
    await step.sleep(`busy:${packId}#${round}:wait`, BUSY_WAIT_MS);
  }
}

async function replaceInSet(step: Step, db: DbOrTx, packId: string, stickerId: string) {
  await untilFree(step, db, packId);
  for (let round = 0; ; round++) {
    const id = `replace:${packId}${round ? `#${round}` : ''}`;
    const outcome = await step.run(id, () => replaceOne(db, { packId, stickerId }));
    const wait = 'failed' in outcome && outcome.failed === 'FLOOD_WAIT' ? (outcome.retryAfter ?? 0) : 0;
    if (wait <= 0 || wait > MAX_FLOOD_WAIT_S || round >= FLOOD_ROUNDS) {
      if ('failed' in outcome)
        console.warn(`[publishing] replacing a sticker in a set failed: ${outcome.failed}`);
      return outcome;
    }
    await step.sleep(`${id}:flood-wait`, wait * 1000);
  }
}

export async function runReplaceSticker(data: EventData<'pack/sticker-replace.requested'>, step: Step) {
  if (env().modes.bot !== 'hosted') return { skipped: 'telegram bot is off' };
  const db = await getDb();
  const packIds = await step.run('sets', () => q.packsWithMember(db, data.stickerId));
  const results: Record<string, Outcome> = {};
  for (const packId of packIds) results[packId] = await replaceInSet(step, db, packId, data.stickerId);
  return results;
}
