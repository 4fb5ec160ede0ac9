import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { publicPacksChanged } from './public-cache';
import * as q from './queries';

/**
 * A sticker has a new drawing (lib/stickers/events.ts stickerRedrawn; registered by
 * lib/server/wiring.ts). Packs read their stickers' images when they are shown, so they hold the
 * new one already; the public pages and listings of the public ones are refreshed.
 */
export async function refreshPacksOfSticker(db: DbOrTx, p: { userId: string; stickerId: string }) {
  const packs = await q.packsHolding(db, [p.stickerId]);
  if (packs.some((pack) => pack.visibility === 'PUBLIC')) await publicPacksChanged(db);
}
