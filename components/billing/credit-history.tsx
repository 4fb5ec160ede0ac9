'use client';

import { AlertCircleIcon, HistoryIcon, ReceiptTextIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { HistoryFormatError, useCreditHistory } from '@/lib/client/billing';
import type { CreditHistoryEntry } from '@/lib/contracts/credits';
import { cn } from '@/lib/utils';
import { CardHeading } from './card-heading';
import { HistoryEntryRows } from './history-entry-rows';

/**
 * History table (docs/product-rules.md): Date & Time, Action, Details, Price, Credits. Under 768 px (md) a single
 * details column merges date and action, so the table never scrolls sideways on a phone.
 */
export function CreditHistory() {
  const t = useTranslations('billing.history');
  const history = useCreditHistory();

  return (
    <section
      aria-labelledby="history-title"
      className="rounded-3xl border bg-card shadow-sm"
      data-testid="credit-history"
    >
      <div className="p-6 pb-4 sm:p-8 sm:pb-4">
        <CardHeading
          id="history-title"
          icon={<HistoryIcon className="size-6" aria-hidden="true" />}
          iconClassName="bg-secondary text-secondary-foreground"
          title={t('title')}
          description={t('description')}
        />
      </div>
      <div className="px-2 pb-4 sm:px-4 sm:pb-6">
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <div
            role="alert"
            className="m-2 flex flex-col items-center gap-3 rounded-2xl bg-destructive/5 px-6 py-10 text-center"
          >
            <AlertCircleIcon className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-medium" data-testid="history-error">
              {history.error instanceof HistoryFormatError ? t('badFormat') : t('loadFailed')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              <RefreshCwIcon /> {t('retry')}
            </Button>
          </div>
        ) : history.data.length === 0 ? (
          <div
            className="m-2 flex flex-col items-center gap-2 rounded-2xl border border-dashed px-6 py-12 text-center"
            data-testid="history-empty"
          >
            <ReceiptTextIcon className="size-9 text-muted-foreground/70" aria-hidden="true" />
            <p className="font-semibold">{t('empty')}</p>
            <p className="text-sm text-muted-foreground">{t('emptyHint')}</p>
          </div>
        ) : (
          <HistoryTable entries={history.data} />
        )}
      </div>
    </section>
  );
}

function HistoryTable({ entries }: { entries: CreditHistoryEntry[] }) {
  const t = useTranslations('billing.history');
  const th = 'px-3 py-3 text-start text-xs font-semibold uppercase tracking-wider text-muted-foreground';
  return (
    <table className="w-full border-separate border-spacing-0 text-sm" data-testid="history-table">
      <thead>
        <tr>
          <th scope="col" className={cn(th, 'hidden md:table-cell')}>
            {t('dateTime')}
          </th>
          <th scope="col" className={cn(th, 'hidden md:table-cell')}>
            {t('action')}
          </th>
          <th scope="col" className={th}>
            {t('details')}
          </th>
          <th scope="col" className={cn(th, 'text-end')}>
            {t('price')}
          </th>
          <th scope="col" className={cn(th, 'text-end')}>
            {t('credits')}
          </th>
        </tr>
      </thead>
      {entries.map((e, i) => (
        <HistoryEntryRows key={`${e.allocationTime}-${i}`} entry={e} />
      ))}
    </table>
  );
}

// As tall as the empty state (its 12 px margins, 48 px padding, icon and two lines: 13 rem), the
// answer a new account gets, so the page below does not move when the history arrives.
function HistorySkeleton() {
  return (
    <div className="flex min-h-52 flex-col gap-3 p-3" aria-busy="true" data-testid="history-loading">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="hidden h-5 w-36 md:block" />
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-5 w-14" />
        </div>
      ))}
    </div>
  );
}
