import 'server-only';
import { memoPublic, publicScopeChanged } from '@/lib/cache/public-memo';
import type { DbOrTx } from '@/lib/db/types';

// Public packs (explore list, public pack page, OG image) change only when a public pack does.
export const PUBLIC_PACKS_SCOPE = 'public-packs';
export const PUBLIC_PACKS_TTL_MS = 30_000;

// Pass the database or transaction that made the change and await it: inside a transaction the
// NOTIFY then leaves with the commit (and never for a rollback), not before it.
export const publicPacksChanged = (db: DbOrTx) => publicScopeChanged(PUBLIC_PACKS_SCOPE, db);

export const memoPublicPacks = <T>(key: string, load: () => Promise<T>) =>
  memoPublic(PUBLIC_PACKS_SCOPE, key, PUBLIC_PACKS_TTL_MS, load);
