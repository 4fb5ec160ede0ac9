import { publicScopeChanged } from '@/lib/cache/public-memo';

export const PUBLIC_STICKERS_SCOPE = 'public-stickers';
export const publicStickersChanged = () => publicScopeChanged(PUBLIC_STICKERS_SCOPE);
