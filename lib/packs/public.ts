import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { getStorage } from '@/lib/storage';
import { memoPublicPacks } from './public-cache';
import { getPublicPack, getPublicPackFiles, listPublicPacks } from './service';

// The public reads (explore, public pack page, its OG image) through the per-instance cache.

export const listPublicPacksCached = (db: DbOrTx, opts: { limit: number; cursor?: string; q?: string }) =>
  memoPublicPacks(`list:${opts.limit}:${opts.cursor ?? ''}:${(opts.q ?? '').toLowerCase()}`, () =>
    listPublicPacks(db, opts),
  );

export const getPublicPackCached = (db: DbOrTx, key: string) =>
  memoPublicPacks(`pack:${key}`, () => getPublicPack(db, key));

/** The pack's share image, composed once per pack version and kept with the other public reads. */
export const getPublicPackCardCached = (db: DbOrTx, key: string) =>
  memoPublicPacks(`card:${key}`, async () => {
    const { pack, files } = await getPublicPackFiles(db, key);
    const storage = getStorage();
    const blobs = await Promise.all(files.slice(0, 6).map((f) => storage.get(f.imageKey)));
    const { composePackCard } = await import('@/lib/media/og/pack-card');
    return composePackCard({ name: pack.name, stickers: blobs.flatMap((b) => (b ? [b.data] : [])) });
  });
