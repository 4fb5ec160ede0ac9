'use client';

import { CoinsIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/config/routes';
import { formatCredits } from '@/lib/utils';

export function CreditChip({ credits }: { credits: number | undefined }) {
  const t = useTranslations('nav');
  const shown = formatCredits(credits);
  return (
    <Link
      href={ROUTES.billing}
      aria-label={t('creditBalance', { credits: shown })}
      data-testid="credit-chip"
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 text-sm font-bold text-amber-900 transition hover:bg-amber-100"
    >
      <CoinsIcon className="size-4 text-amber-500" aria-hidden="true" />
      <span className="tabular-nums" dir="ltr">
        {shown}
      </span>
    </Link>
  );
}
