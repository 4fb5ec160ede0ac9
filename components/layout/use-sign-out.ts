'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useRouter } from '@/lib/i18n/navigation';
import { resetAnalytics } from '@/lib/analytics/client';
import { usesClerk } from '@/lib/client/identity';
import { queryKeys } from '@/lib/client/query-keys';

/** Product rule (docs/product-rules.md): signing out clears cached data, then goes to /. */
export function useSignOut() {
  const qc = useQueryClient();
  const router = useRouter();
  const t = useTranslations('nav');
  const tc = useTranslations('common');
  return async () => {
    try {
      if (usesClerk) await (window as { Clerk?: { signOut: () => Promise<void> } }).Clerk?.signOut();
      else {
        // The accounts client loads on sign-out only: the menus that offer it open on every page.
        const { authClient } = await import('@/lib/client/auth-client');
        const { error } = await authClient.signOut();
        if (error) throw error;
      }
    } catch {
      toast.error(tc('somethingWentWrong'));
      return;
    }
    resetAnalytics();
    await qc.cancelQueries();
    // Mounted observers (the header) keep their query: set "signed out" on it, drop everything else.
    qc.setQueryData(queryKeys.me, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
    router.push('/');
    toast.success(t('signedOut'));
  };
}
