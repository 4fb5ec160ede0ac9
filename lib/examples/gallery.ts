import 'server-only';
import { EXAMPLE_PACKS, EXAMPLE_STICKERS, EXAMPLES_OWNER } from '@/lib/config/example-gallery';
import type { Database } from '@/lib/db/types';
import { ensureExamplePacks } from '@/lib/packs/examples';
import { ensureExampleStickers } from '@/lib/stickers/examples';
import { ensureUser } from '@/lib/users/service';

/**
 * A fresh install's explore is not empty (docs/decisions.md): example public stickers and packs, owned by a system
 * account nobody can sign in to (its provider is neither 'embedded' nor 'clerk'). Cheap when present.
 */
export async function ensureExampleGallery(db: Database) {
  const owner = await ensureUser(db, { ...EXAMPLES_OWNER, email: null });
  const ids = await ensureExampleStickers(db, owner.id, EXAMPLE_STICKERS);
  const packs = await ensureExamplePacks(db, owner.id, EXAMPLE_PACKS, ids);
  return { stickers: ids.size, packs };
}
