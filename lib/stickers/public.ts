import 'server-only';
import { memoPublic } from '@/lib/cache/public-memo';
import type { DbOrTx } from '@/lib/db/types';
import { withPublicMotion } from './animation-public';
import { PUBLIC_STICKERS_SCOPE } from './public-scope';
import { listPublicStickers } from './service';

// Public stickers (explore) through the per-instance cache: a burst of visitors is one query per TTL.
const TTL_MS = 30_000;

export const listPublicStickersCached = (db: DbOrTx, opts: { limit: number; cursor?: string; q?: string }) =>
  memoPublic(
    PUBLIC_STICKERS_SCOPE,
    `list:${opts.limit}:${opts.cursor ?? ''}:${(opts.q ?? '').toLowerCase()}`,
    TTL_MS,
    async () => {
      const page = await listPublicStickers(db, opts);
      return { ...page, items: await withPublicMotion(db, page.items) };
    },
  );
