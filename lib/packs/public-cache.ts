import 'server-only';
import { memoPublic, publicScopeChanged } from '@/lib/cache/public-memo';

// Public packs (explore list, public pack page, OG image) change only when a public pack does.
export const PUBLIC_PACKS_SCOPE = 'public-packs';
export const PUBLIC_PACKS_TTL_MS = 30_000;

export const publicPacksChanged = () => publicScopeChanged(PUBLIC_PACKS_SCOPE);

export const memoPublicPacks = <T>(key: string, load: () => Promise<T>) =>
  memoPublic(PUBLIC_PACKS_SCOPE, key, PUBLIC_PACKS_TTL_MS, load);
