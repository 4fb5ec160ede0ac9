'use client';

import { ChevronDownIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type CreditHistoryEntry, type CreditHistoryPart, isLedgerDetailCode } from '@/lib/contracts/credits';
import { cn } from '@/lib/utils';
import { allocationTypeKey, formatDateTime, formatHistoryPrice, formatSignedCredits } from './format';

const TD = 'border-t px-3 py-3.5 align-middle';

/**
 * One history entry as a table body: a single row, or for a sticker set a summary row (total and
 * count) whose disclosure button shows its charges in a second body below it.
 */
export function HistoryEntryRows({ entry }: { entry: CreditHistoryEntry }) {
  const t = useTranslations('creditGroups');
  const [open, setOpen] = useState(false);
  const partsId = useId();
  const parts = entry.parts ?? [];
  if (parts.length === 0)
    return (
      <tbody>
        <HistoryRow entry={entry} />
      </tbody>
    );
  return (
    <>
      <tbody data-testid="history-group">
        <HistoryRow
          entry={entry}
          extra={
            <button
              type="button"
              aria-expanded={open}
              aria-controls={partsId}
              onClick={() => setOpen((v) => !v)}
              className="mt-1 inline-flex min-h-8 items-center gap-1 rounded-lg text-xs font-semibold text-violet-700 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-violet-300"
              data-testid="history-group-toggle"
            >
              <ChevronDownIcon
                className={cn('size-4 transition-transform', open && 'rotate-180')}
                aria-hidden="true"
              />
              {open ? t('hide') : t('show', { count: parts.length })}
            </button>
          }
        />
      </tbody>
      <tbody id={partsId} hidden={!open} className="bg-muted/30" data-testid="history-group-parts">
        {parts.map((p, i) => (
          <HistoryRow key={`${p.allocationTime}-${i}`} entry={p} nested />
        ))}
      </tbody>
    </>
  );
}

function HistoryRow({
  entry: e,
  extra,
  nested,
}: {
  entry: CreditHistoryPart;
  extra?: React.ReactNode;
  nested?: boolean;
}) {
  const t = useTranslations('billing.history');
  const locale = useLocale();
  const when = formatDateTime(e.allocationTime, locale);
  const action = t(`types.${allocationTypeKey(e.allocationType)}`);
  // Rows with a detail code read in the reader's language; older rows keep their stored English.
  const detail = isLedgerDetailCode(e.detailCode)
    ? t(`detail.${e.detailCode}`, e.detailParams ?? {})
    : e.allocationDescription;
  return (
    <tr
      className={cn('transition-colors hover:bg-muted/40', nested && 'text-xs')}
      data-testid={nested ? 'history-part' : 'history-row'}
    >
      <td
        className={cn(TD, 'hidden whitespace-nowrap text-muted-foreground md:table-cell', nested && 'py-2')}
      >
        {when}
      </td>
      <td className={cn(TD, 'hidden font-semibold md:table-cell', nested && 'py-2 font-normal')}>
        {nested ? null : action}
      </td>
      <td className={cn(TD, nested && 'py-2 ps-6')}>
        {!nested && <span className="block font-semibold md:hidden">{action}</span>}
        <span dir="auto" className="block text-muted-foreground md:text-foreground">
          {detail}
        </span>
        <span className="block text-xs text-muted-foreground md:hidden">{when}</span>
        {extra}
      </td>
      <td className={cn(TD, 'whitespace-nowrap text-end tabular-nums', nested && 'py-2')}>
        <bdi>{formatHistoryPrice(e, locale)}</bdi>
      </td>
      <td
        className={cn(
          TD,
          'whitespace-nowrap text-end font-bold tabular-nums',
          nested && 'py-2 font-semibold',
          e.creditsAllocated > 0 ? 'text-emerald-700' : 'text-red-600',
        )}
        data-testid="history-credits"
      >
        <bdi dir="ltr">{formatSignedCredits(e.creditsAllocated)}</bdi>
      </td>
    </tr>
  );
}
