'use client';

import { openAuthModal } from '@/components/auth/use-auth-hash';
import { useRouter } from '@/lib/i18n/navigation';
import { hasSessionHint } from '@/lib/client/session-hint';
import { ROUTES } from '@/lib/config/routes';

export type StyleModalLabels = { createWith: string; modalBody: string; close: string };

/**
 * Product rule (docs/product-rules.md): 'Create with this style' opens /create-sticker when signed in, otherwise sign-up. The
 * session hint decides without a request; a stale one lands on /create-sticker, which sends a
 * visitor back to sign in (the page checks the session on the server).
 */
export function useCreateWithStyle() {
  const router = useRouter();
  return () => {
    if (hasSessionHint()) router.push(ROUTES.createSticker);
    else openAuthModal('signup');
  };
}
