'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '@/lib/client/auth-client';
import { usesClerk } from '@/lib/client/identity';

/** SPEC §4: signing out clears cached data, then goes to /. */
export function useSignOut() {
  const qc = useQueryClient();
  const router = useRouter();
  const t = useTranslations('auth');
  return async () => {
    if (usesClerk) await (window as { Clerk?: { signOut: () => Promise<void> } }).Clerk?.signOut().catch(() => undefined);
    else await authClient.signOut().catch(() => undefined);
    qc.clear();
    qc.setQueryData(['me'], null);
    router.push('/');
    toast.success(t('signedOut'));
  };
}
