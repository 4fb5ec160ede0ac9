import { publicScopeChanged } from '@/lib/cache/public-memo';
import type { DbOrTx } from '@/lib/db/types';

export const PUBLIC_STICKERS_SCOPE = 'public-stickers';
// Pass the database or transaction that made the change and await it (see lib/packs/public-cache.ts).
export const publicStickersChanged = (db?: DbOrTx) => publicScopeChanged(PUBLIC_STICKERS_SCOPE, db);
