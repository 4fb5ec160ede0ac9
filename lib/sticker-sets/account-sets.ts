import 'server-only';
import { inArray } from 'drizzle-orm';
import { telegramStickerSets } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import { PublishError } from './errors';
import * as q from './queries';
import { tg } from './telegram-api';

// An account's deletion (lib/account) deletes the Telegram sets published from its packs
// (deleteStickerSet), then our records of them. Repeatable: a set already gone on Telegram, or one
// it refuses to delete for good, is done; a flood wait or a server error is thrown, so the job
// tries again later. With the bot off there is nothing on Telegram to delete.

export async function deleteTelegramSetsOfPacks(db: DbOrTx, packIds: string[]): Promise<string[]> {
  if (!packIds.length) return [];
  const sets = await db
    .select({ packId: telegramStickerSets.packId, name: telegramStickerSets.name })
    .from(telegramStickerSets)
    .where(inArray(telegramStickerSets.packId, packIds));
  const deleted: string[] = [];
  for (const set of sets) {
    if (env().modes.bot === 'hosted') {
      try {
        await tg((api) => api.deleteStickerSet(set.name));
        deleted.push(set.name);
      } catch (err) {
        if (!(err instanceof PublishError) || err.code === 'FLOOD_WAIT') throw err;
      }
    }
    await q.deleteSet(db, set.packId);
  }
  return deleted;
}
