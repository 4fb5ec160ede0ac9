'use client';

import { AlertCircleIcon, CoinsIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { openAuthModal } from '@/components/auth/use-auth-hash';
import { PlanCard } from '@/components/billing/plan-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouter } from '@/i18n/navigation';
import { track } from '@/lib/analytics/client';
import { costRows, usePricing } from '@/lib/client/pricing';
import { useMe } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import type { Plan, PricingConfig } from '@/lib/contracts/pricing';

const noop = () => () => {};
/** False during the static render and hydration, true after: the cached config must not cause a mismatch. */
const useHydrated = () =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** SPEC §2 landing pricing: plan cards and 'How Credits Work', from GET /v1/pricing/config. */
export function PricingSection() {
  const t = useTranslations('pricing');
  const pricing = usePricing();
  const hydrated = useHydrated();
  const me = useMe();
  const router = useRouter();

  // Signed out: the sign-up funnel. Signed in: billing, with the pack dialog open on that plan.
  const choose = (plan: Plan) => {
    if (me.data) {
      track('checkout_started', { plan: plan.id, source: 'landing' });
      router.push(`${ROUTES.billing}?plan=${encodeURIComponent(plan.id)}`);
    } else {
      track('signup_funnel_started', { plan: plan.id });
      openAuthModal('signup');
    }
  };

  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 py-16 sm:py-24"
      data-testid="pricing-section"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <p className="text-sm font-bold uppercase tracking-wider text-primary">{t('eyebrow')}</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-black tracking-tight text-balance sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-muted-foreground text-pretty">{t('subtitle')}</p>
        </div>
        {!hydrated || pricing.isPending ? (
          <PricingSkeleton />
        ) : pricing.isError || !pricing.data ? (
          <p
            role="alert"
            className="mx-auto flex max-w-xl items-center justify-center gap-2 rounded-2xl bg-destructive/5 px-5 py-4 text-center font-medium text-destructive"
            data-testid="pricing-error"
          >
            <AlertCircleIcon className="size-5 shrink-0" aria-hidden="true" />
            {t('loadFailed')}
          </p>
        ) : (
          <>
            <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
              {pricing.data.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  actionLabel={t('choose', { name: plan.name })}
                  onSelect={choose}
                />
              ))}
            </div>
            <CostTable costs={pricing.data.costs} />
          </>
        )}
      </div>
    </section>
  );
}

function CostTable({ costs }: { costs: PricingConfig['costs'] }) {
  const t = useTranslations('pricing');
  const rows = costRows(costs);
  if (rows.length === 0) return null;
  return (
    <div
      className="mx-auto mt-16 max-w-3xl rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
      data-testid="credit-costs"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-amber-300 to-orange-400 text-white">
          <CoinsIcon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-xl font-bold tracking-tight">{t('howTitle')}</h3>
          <p className="mt-1 text-sm text-muted-foreground text-pretty">{t('howSubtitle')}</p>
        </div>
      </div>
      <table className="mt-6 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('actionColumn')}</th>
            <th scope="col">{t('costColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, credits }) => (
            <tr key={key} className="border-t first:border-t-0" data-testid={`cost-${key}`}>
              <th scope="row" className="py-3 text-start font-medium">
                {t(`costs.${key}`)}
              </th>
              <td className="py-3 text-end">
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 font-bold text-amber-900 tabular-nums">
                  {credits > 0 ? t('cost', { count: credits }) : t('free')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PricingSkeleton() {
  return (
    <div aria-busy="true" data-testid="pricing-loading">
      <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[25rem] rounded-3xl" />
        ))}
      </div>
      <Skeleton className="mx-auto mt-16 h-80 max-w-3xl rounded-3xl" />
    </div>
  );
}
