'use client';

import { openAuthModal } from '@/components/auth/use-auth-hash';
import { useRouter } from '@/i18n/navigation';
import { useMe } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';

export type StyleModalLabels = { createWith: string; modalBody: string; close: string };

/** SPEC §2: 'Create with this style' and 'Create Your Own Style' open /create-sticker, or sign-up. */
export function useCreateWithStyle() {
  const me = useMe();
  const router = useRouter();
  return () => {
    if (me.data) router.push(ROUTES.createSticker);
    else openAuthModal('signup');
  };
}
