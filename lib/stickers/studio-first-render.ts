import 'server-only';
import { isStickerInProgress, type StickerDto } from '@/lib/contracts/stickers';
import { getDb } from '@/lib/db';
import { asSent } from '@/lib/utils';
import { listStickers } from './service';
import { withAnimations } from './with-animations';

/** The studio's list reads this many per request (lib/client/stickers.ts). */
const PAGE_SIZE = 100;

/**
 * The signed-in creator's stickers for the studio's first render, exactly as `GET /v1/stickers` sends
 * them (through JSON), so the page's HTML shows the grid or the empty state instead of a skeleton
 * that waits for the scripts and a request (docs/measurements.md). Null, and the browser loads the list
 * as before, when it needs more than one page or a drawing is in progress: an in-progress card's
 * percentage follows the browser's clock, which the server's render cannot match.
 */
export async function studioStickersForFirstRender(userId: string): Promise<StickerDto[] | null> {
  const db = await getDb();
  const { items, nextCursor } = await listStickers(db, userId, { limit: PAGE_SIZE });
  if (nextCursor || items.some((s) => isStickerInProgress(s.status))) return null;
  return asSent(await withAnimations(db, items));
}
