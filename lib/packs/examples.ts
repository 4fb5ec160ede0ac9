import 'server-only';
import type { ExamplePack } from '@/lib/config/example-gallery';
import type { Database } from '@/lib/db/types';
import { publicPacksChanged } from './public-cache';
import * as q from './queries';

const EXAMPLES_CREATED_AT = Date.parse('2025-06-02T12:00:00Z');

/** Idempotent: the example packs (PUBLIC) over the example stickers' ids. Returns how many were added. */
export async function ensureExamplePacks(
  db: Database,
  ownerId: string,
  packs: readonly ExamplePack[],
  stickerIds: Map<string, string>,
) {
  let added = 0;
  for (const [i, p] of packs.entries()) {
    const ids = p.stickers.flatMap((file) => stickerIds.get(file) ?? []);
    if (ids.length === 0) continue;
    const made = await db.transaction(async (tx) => {
      const pack = await q.insertPackOnce(tx, {
        reference: `example-pack-${p.slug}`,
        publicId: `ex${p.slug.replace(/[^a-z0-9]/g, '').slice(0, 10)}`,
        userId: ownerId,
        name: p.name,
        description: p.description,
        visibility: 'PUBLIC',
        coverStickerId: ids[0] ?? null,
        createdAt: new Date(EXAMPLES_CREATED_AT - i * 1000),
      });
      if (pack) await q.replaceItems(tx, pack.id, ids);
      return Boolean(pack);
    });
    if (made) added++;
  }
  if (added) await publicPacksChanged(db);
  return added;
}
