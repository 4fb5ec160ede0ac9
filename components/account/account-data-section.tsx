'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { resetAnalytics } from '@/lib/analytics/client';
import { usesClerk } from '@/lib/client/identity';
import { queryKeys } from '@/lib/client/query-keys';
import { setSessionHint } from '@/lib/client/session-hint';
import type { Me } from '@/lib/client/use-me';
import { useRouter } from '@/lib/i18n/navigation';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Account settings' "Your data": download a copy, or delete the account (docs/product-rules.md, "Your data"). */
export function AccountDataSection({ me, onDeleted }: { me: Me; onDeleted?: () => void }) {
  const t = useTranslations('account');
  const qc = useQueryClient();
  const router = useRouter();

  // The server's answer already ended the session; the browser forgets it like a sign-out.
  const afterDeletion = async () => {
    onDeleted?.();
    setSessionHint(false);
    resetAnalytics();
    await qc.cancelQueries();
    qc.setQueryData(queryKeys.me, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.me[0] });
    if (usesClerk)
      await (window as { Clerk?: { signOut: () => Promise<void> } }).Clerk?.signOut().catch(() => {});
    router.push('/');
    toast.success(t('delete.done'));
  };

  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby="account-data-title">
      <div className="grid gap-1">
        <h3 id="account-data-title" className="font-semibold">
          {t('data.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('data.subtitle')}</p>
      </div>
      <DataExportPanel />
      <DeleteAccountDialog
        email={me.email}
        needsPassword={!usesClerk}
        onDeleted={() => void afterDeletion()}
      />
    </section>
  );
}
