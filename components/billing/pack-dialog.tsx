'use client';

import { AlertCircleIcon, PackageOpenIcon, RefreshCwIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/lib/i18n/navigation';
import { usePricing } from '@/lib/client/pricing';
import { ROUTES } from '@/lib/config/routes';
import type { Plan } from '@/lib/contracts/pricing';
import { PlanCard } from './plan-card';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (plan: Plan) => void;
  highlightedPlanId?: string | null;
};

/** Pack-selection dialog (docs/product-rules.md): 'Choose a Credit Pack' with loading, error, empty and disabled states. */
export function PackDialog({ open, onOpenChange, onSelect, highlightedPlanId }: Props) {
  const t = useTranslations('billing.packs');
  const tp = useTranslations('pricing');
  const tc = useTranslations('common');
  const pricing = usePricing();
  const config = pricing.data;

  // A plan chosen on the landing page (?plan=…) is scrolled into view once the cards exist.
  useEffect(() => {
    if (!open || !highlightedPlanId || !config) return;
    const id = requestAnimationFrame(() =>
      document
        .querySelector(`[data-testid="plan-${CSS.escape(highlightedPlanId)}"]`)
        ?.scrollIntoView({ block: 'nearest' }),
    );
    return () => cancelAnimationFrame(id);
  }, [open, highlightedPlanId, config]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl gap-6 sm:p-8" closeLabel={tc('close')} data-testid="pack-dialog">
        <DialogHeader className="pe-8">
          <DialogTitle className="text-2xl">{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {pricing.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-96 rounded-3xl" />
            ))}
          </div>
        ) : pricing.isError || !config ? (
          <StateBox icon={<AlertCircleIcon />} tone="error" text={t('loadFailed')}>
            <Button variant="outline" size="sm" onClick={() => void pricing.refetch()}>
              <RefreshCwIcon /> {t('retry')}
            </Button>
          </StateBox>
        ) : config.plans.length === 0 ? (
          <StateBox icon={<PackageOpenIcon />} text={t('empty')} />
        ) : (
          <>
            {!config.enabled && (
              <p
                role="alert"
                className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
                data-testid="purchases-disabled"
              >
                {t('disabled')}
              </p>
            )}
            <div className="grid gap-5 pt-2 sm:grid-cols-2 lg:grid-cols-4">
              {config.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  actionLabel={tp('buy', { name: plan.name })}
                  highlighted={plan.id === highlightedPlanId}
                  disabled={!config.enabled}
                  onSelect={onSelect}
                />
              ))}
            </div>
          </>
        )}
        <p className="text-center text-xs text-muted-foreground text-pretty">
          {t.rich('terms', {
            terms: (c) => (
              <Link
                href={ROUTES.terms}
                target="_blank"
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {c}
              </Link>
            ),
          })}
        </p>
      </DialogContent>
    </Dialog>
  );
}

function StateBox({
  icon,
  text,
  tone,
  children,
}: {
  icon: React.ReactNode;
  text: string;
  tone?: 'error';
  children?: React.ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-12 text-center [&_svg]:size-8"
    >
      <span className={tone === 'error' ? 'text-destructive' : 'text-muted-foreground'}>{icon}</span>
      <p className="max-w-sm font-medium">{text}</p>
      {children}
    </div>
  );
}
