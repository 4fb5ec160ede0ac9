'use client';

import { CoinsIcon, GiftIcon, SparklesIcon, StickerIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { stickerCountForPlan } from '@/lib/config/pricing';
import type { Plan } from '@/lib/contracts/pricing';
import { cn, formatCredits } from '@/lib/utils';
import { formatUsd } from './format-money';

type Props = {
  plan: Plan;
  actionLabel: string;
  onSelect: (plan: Plan) => void;
  highlighted?: boolean;
  disabled?: boolean;
  busy?: boolean;
  className?: string;
};

/** One credit pack (docs/product-rules.md): image, name, description, USD price, credits, bonus, ≈ stickers, buy. */
export function PlanCard({ plan, actionLabel, onSelect, highlighted, disabled, busy, className }: Props) {
  const t = useTranslations('pricing');
  const locale = useLocale();
  const description = t.has(`plans.${plan.id}.description`)
    ? t(`plans.${plan.id}.description`)
    : plan.description;
  return (
    <article
      data-testid={`plan-${plan.id}`}
      data-highlighted={highlighted || undefined}
      aria-labelledby={`plan-${plan.id}-name`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-card p-5 text-start shadow-sm transition hover:shadow-md',
        plan.popular && 'border-transparent ring-2 ring-fuchsia-500/80 shadow-lg shadow-fuchsia-500/10',
        highlighted && 'ring-4 ring-violet-500 shadow-xl',
        className,
      )}
    >
      {plan.popular && (
        <Badge className="absolute -top-3 start-1/2 -translate-x-1/2 bg-gradient-to-r from-violet-600 to-fuchsia-500 px-3 py-1 text-white shadow-md rtl:translate-x-1/2">
          <SparklesIcon aria-hidden="true" /> {t('mostPopular')}
        </Badge>
      )}
      <PlanImage plan={plan} />
      <h3 id={`plan-${plan.id}-name`} className="mt-4 text-lg font-bold tracking-tight">
        {plan.name}
      </h3>
      {description && (
        <p className="mt-1 text-sm sm:min-h-10 text-muted-foreground text-pretty">{description}</p>
      )}
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-3xl font-black tracking-tight tabular-nums">
          {formatUsd(plan.priceInUsd, locale)}
        </span>
        <span className="text-xs font-medium text-muted-foreground">{t('oneTime')}</span>
      </p>
      <ul className="mt-4 mb-5 flex flex-col gap-2 text-sm">
        <li className="flex flex-wrap items-center gap-2 font-semibold">
          <CoinsIcon className="size-4 text-amber-500" aria-hidden="true" />
          {t('credits', { count: plan.credits, credits: formatCredits(plan.credits) })}
          {plan.freeCredits > 0 && (
            <Badge variant="success">
              <GiftIcon aria-hidden="true" />
              {t('bonus', { bonus: formatCredits(plan.freeCredits) })}
            </Badge>
          )}
        </li>
        <li className="flex items-center gap-2 text-muted-foreground">
          <StickerIcon className="size-4 text-violet-500" aria-hidden="true" />
          {t('stickers', { count: stickerCountForPlan(plan) })}
        </li>
      </ul>
      <Button
        type="button"
        variant={plan.popular || highlighted ? 'gradient' : 'outline'}
        className="mt-auto w-full"
        disabled={disabled || busy}
        onClick={() => onSelect(plan)}
      >
        {busy && <Spinner />}
        {actionLabel}
      </Button>
    </article>
  );
}

// Plan artwork lives in public/plans/; a missing or broken file falls back to a drawn tile.
function PlanImage({ plan }: { plan: Plan }) {
  const [failed, setFailed] = useState(false);
  if (!plan.imagePath || failed) {
    return (
      <div
        aria-hidden="true"
        className="flex h-24 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-100 via-fuchsia-50 to-amber-50"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-violet-500 to-fuchsia-500 text-white shadow-md">
          <CoinsIcon className="size-7" />
        </span>
      </div>
    );
  }
  return (
    <img
      src={plan.imagePath}
      alt=""
      width={160}
      height={96}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-24 w-full rounded-2xl bg-gradient-to-br from-violet-50 to-fuchsia-50 object-contain"
    />
  );
}
