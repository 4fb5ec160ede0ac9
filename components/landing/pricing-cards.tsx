'use client';

import { AlertCircleIcon, CoinsIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { openAuthModal } from '@/components/auth/use-auth-hash';
import { PlanCard } from '@/components/billing/plan-card';
import { LazyMessages } from '@/components/providers/lazy-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { useRouter } from '@/lib/i18n/navigation';
import { track } from '@/lib/analytics/client';
import { costRows, usePricing } from '@/lib/client/pricing';
import { hasSessionHint } from '@/lib/client/session-hint';
import { ROUTES } from '@/lib/config/routes';
import type { Plan, PricingConfig } from '@/lib/contracts/pricing';
import { PricingSkeleton } from './pricing-skeleton';

/**
 * The landing's pricing (docs/product-rules.md), loaded when the section nears the viewport (pricing-section.tsx): plan
 * cards and 'How Credits Work' from GET /v1/pricing/config (cached 60 s, docs/product-rules.md).
 */
export function PricingCards() {
  // Their texts load with them (lib/i18n/client-messages.ts), not with the landing's HTML.
  return (
    <LazyMessages namespaces={['pricing']} fallback={<PricingSkeleton />} failure="inline">
      <QueryProvider>
        <Cards />
      </QueryProvider>
    </LazyMessages>
  );
}

function Cards() {
  const t = useTranslations('pricing');
  const pricing = usePricing();
  const router = useRouter();

  // Signed out: the sign-up funnel. Signed in: billing, with the pack dialog open on that plan.
  const choose = (plan: Plan) => {
    if (hasSessionHint()) {
      track('checkout_started', { plan: plan.id, source: 'landing' });
      router.push(`${ROUTES.billing}?plan=${encodeURIComponent(plan.id)}`);
    } else {
      track('signup_funnel_started', { plan: plan.id });
      openAuthModal('signup');
    }
  };

  if (pricing.isPending) return <PricingSkeleton />;
  if (pricing.isError || !pricing.data)
    return (
      <p
        role="alert"
        className="mx-auto flex max-w-xl items-center justify-center gap-2 rounded-2xl bg-destructive/5 px-5 py-4 text-center font-medium text-destructive"
        data-testid="pricing-error"
      >
        <AlertCircleIcon className="size-5 shrink-0" aria-hidden="true" />
        {t('loadFailed')}
      </p>
    );
  return (
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
