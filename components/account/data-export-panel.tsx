'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EXPORT_POLL_MS, fetchLatestExport, startExport } from '@/lib/client/account';

const EXPORT_KEY = ['account', 'export'] as const;

/** "Download my data": starts the export, follows it while it builds, then offers the link until it lapses. */
export function DataExportPanel() {
  const t = useTranslations('account.data');
  const format = useFormatter();
  const qc = useQueryClient();
  const latest = useQuery({
    queryKey: EXPORT_KEY,
    queryFn: fetchLatestExport,
    refetchInterval: (q) => (q.state.data?.status === 'BUILDING' ? EXPORT_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: startExport,
    onSuccess: (status) => qc.setQueryData(EXPORT_KEY, status),
  });
  const current = latest.data;
  const building = current?.status === 'BUILDING' || start.isPending;
  return (
    <div className="grid gap-2" data-testid="data-export">
      <Button type="button" variant="outline" disabled={building} onClick={() => start.mutate()}>
        {building ? t('preparing') : t('download')}
      </Button>
      {current?.status === 'READY' && current.downloadUrl && current.expiresAt && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('ready', {
            time: format.dateTime(new Date(current.expiresAt), { dateStyle: 'medium', timeStyle: 'short' }),
          })}{' '}
          <a className="font-semibold text-primary underline" href={current.downloadUrl} download>
            {t('readyLink')}
          </a>
        </p>
      )}
      {building && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('preparingNote')}
        </p>
      )}
      {(current?.status === 'FAILED' || start.isError) && (
        <p className="text-sm text-destructive" role="alert">
          {t('failed')}
        </p>
      )}
    </div>
  );
}
