'use client';

import { CoinsIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import { formatCredits } from '@/lib/utils';

/** The creation cost, the balance, and the documented insufficient-credits message with a way to buy more. */
export function CreditNotice({
  cost,
  balance,
  insufficientBy,
}: {
  cost: number;
  balance: number | undefined;
  /** Credits required when the balance does not cover them; null when it does (or is unknown). */
  insufficientBy: number | null;
}) {
  const t = useTranslations('createCharacter');
  if (insufficientBy !== null) {
    return (
      <div
        role="alert"
        id="insufficient-credits"
        tabIndex={-1}
        className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-amber-300 sm:flex-row sm:items-center"
        data-testid="insufficient-credits"
      >
        <TriangleAlertIcon className="size-5 shrink-0 text-amber-600" aria-hidden="true" />
        <div className="flex-1 text-sm">
          <p className="font-semibold text-amber-900">{t('insufficient', { credits: insufficientBy })}</p>
          {balance !== undefined && (
            <p className="text-amber-800">
              {t('balance', { count: balance, credits: formatCredits(balance) })}
            </p>
          )}
        </div>
        <Button asChild variant="gradient" size="sm">
          <Link href={ROUTES.billing}>{t('buyCredits')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm"
      data-testid="character-cost"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CoinsIcon className="size-4 text-amber-500" aria-hidden="true" />
        {t('cost', { credits: cost })}
      </p>
      {balance !== undefined && (
        <p className="text-muted-foreground">
          {t('balance', { count: balance, credits: formatCredits(balance) })}
        </p>
      )}
    </div>
  );
}
