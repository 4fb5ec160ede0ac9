'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { track } from '@/lib/analytics/client';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { startCheckout } from '@/lib/client/billing';
import { networkErrorKey } from '@/lib/client/error-keys';
import { queryKeys } from '@/lib/client/query-keys';
import { useMe } from '@/lib/client/use-me';
import type { Locale } from '@/lib/config/locales';
import { ROUTES } from '@/lib/config/routes';
import type { Plan } from '@/lib/contracts/pricing';
import { CreditHistory } from './credit-history';
import { CreditsCard } from './credits-card';
import { PromoCodeCard } from './promo-code-card';
import { afterHydration, useBillingRefresh, useCheckoutReturn } from './use-billing-events';

// The dialogs and the overlay are closed on arrival: their code loads when one first opens, so the
// page's first load and hydration carry only the cards.
const PackDialog = dynamic(() => import('./pack-dialog').then((m) => m.PackDialog), { ssr: false });
const ReturnDialogs = dynamic(() => import('./return-dialogs').then((m) => m.ReturnDialogs), { ssr: false });
const RedirectOverlay = dynamic(() => import('./redirect-overlay').then((m) => m.RedirectOverlay), {
  ssr: false,
});

// A card payment's webhook can land a moment after the provider sends the browser back.
const RETURN_REFRESH_MS = [3_000, 10_000];
const RETURN_EVENT = {
  success: 'checkout_completed',
  declined: 'checkout_declined',
  waiting: 'checkout_pending',
  review: 'checkout_review',
} as const;

/** Billing (docs/product-rules.md): credits card, promo code card, history, pack dialog and the payment-return dialogs. */
export function BillingPage({ botUsername, botConfigured }: { botUsername: string; botConfigured: boolean }) {
  const t = useTranslations('billing');
  const te = useTranslations('errors');
  const locale = useLocale() as Locale;
  const qc = useQueryClient();
  const [packOpen, setPackOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [returnState, setReturnState] = useCheckoutReturn();
  // Once opened, a dialog stays mounted, so closing it animates as before.
  const [packUsed, setPackUsed] = useState(false);
  if (packOpen && !packUsed) setPackUsed(true);
  const [returnUsed, setReturnUsed] = useState(false);
  if (returnState && !returnUsed) setReturnUsed(true);
  useBillingRefresh(() => setRedirecting(false));

  // The landing page's plan buttons send signed-in users to /billing?plan=<id>.
  useEffect(
    () =>
      afterHydration(() => {
        const url = new URL(window.location.href);
        const plan = url.searchParams.get('plan');
        if (!plan) return;
        url.searchParams.delete('plan');
        window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
        setHighlighted(plan);
        setPackOpen(true);
      }),
    [],
  );

  useEffect(() => {
    if (returnState) track(RETURN_EVENT[returnState]);
  }, [returnState]);

  useEffect(() => {
    if (returnState) setPackOpen(false); // one dialog at a time
    if (!returnState || returnState === 'declined') return;
    const refresh = () => {
      void qc.invalidateQueries({ queryKey: queryKeys.me });
      void qc.invalidateQueries({ queryKey: queryKeys.creditHistory });
    };
    refresh();
    const timers = RETURN_REFRESH_MS.map((ms) => setTimeout(refresh, ms));
    return () => timers.forEach(clearTimeout);
  }, [returnState, qc]);

  const errorText = (err: unknown) => {
    if (!(err instanceof ApiRequestError)) return t('checkout.failed');
    if (err.errorCode === 'PURCHASES_DISABLED') return t('packs.disabled');
    if (err.status === 401) return t('promo.auth');
    const network = networkErrorKey(err);
    return network ? te(network) : t('checkout.failed');
  };

  const buy = async (plan: Plan) => {
    setPackOpen(false);
    setRedirecting(true);
    try {
      const url = await startCheckout({ planId: plan.id, locale });
      track('checkout_redirected', { plan: plan.id });
      window.location.assign(url);
    } catch (err) {
      setRedirecting(false);
      toast.error(errorText(err));
    }
  };

  const openPacks = () => {
    setReturnState(null);
    setPackOpen(true);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12" data-testid="billing-page">
      <div className="mb-8 flex items-center gap-3">
        <Button asChild variant="outline" size="icon" className="shrink-0">
          <Link href={ROUTES.studio} aria-label={t('back')} title={t('back')}>
            <ArrowLeftIcon className="rtl:rotate-180" />
          </Link>
        </Button>
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-sm text-muted-foreground sm:text-base">{t('subtitle')}</p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <MyCreditsCard botUsername={botUsername} botConfigured={botConfigured} onBuyCard={openPacks} />
        </div>
        <div className="lg:col-span-2 [&>section]:h-full">
          <PromoCodeCard />
        </div>
      </div>
      <div className="mt-6">
        <CreditHistory />
      </div>
      {packUsed && (
        <PackDialog
          open={packOpen}
          onOpenChange={(open) => {
            setPackOpen(open);
            if (!open) setHighlighted(null);
          }}
          onSelect={buy}
          highlightedPlanId={highlighted}
        />
      )}
      {returnUsed && (
        <ReturnDialogs state={returnState} onClose={() => setReturnState(null)} onRetry={openPacks} />
      )}
      {redirecting && <RedirectOverlay open />}
    </div>
  );
}

/** The credits card with the signed-in user: its arrival re-renders the card, not the whole page. */
function MyCreditsCard(props: Omit<Parameters<typeof CreditsCard>[0], 'me'>) {
  return <CreditsCard me={useMe().data} {...props} />;
}
