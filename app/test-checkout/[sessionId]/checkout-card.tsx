import { createTranslator } from 'next-intl';
import { isLocale } from '@/lib/config/locales';
import { ROUTES } from '@/lib/config/routes';
import type { TestCheckoutOutcome } from '@/lib/contracts/payments';
import en from '@/messages/en.json';

type Choice = {
  outcome: TestCheckoutOutcome;
  label: 'decline' | 'pending' | 'review';
  hint: `${string}Hint`;
};
const OTHER_OUTCOMES = [
  { outcome: 'decline', label: 'decline', hint: 'declineHint' },
  { outcome: 'pending', label: 'pending', hint: 'pendingHint' },
  { outcome: 'review', label: 'review', hint: 'reviewHint' },
] as const satisfies Choice[];

export type CheckoutCardProps = {
  sessionId: string;
  locale?: string;
  plan: { name: string; priceInUsd: string; credits: number; freeCredits: number };
};

/** The test checkout card: a plain form whose four submit buttons each name an outcome (no JS needed). */
export function CheckoutCard({ sessionId, locale, plan }: CheckoutCardProps) {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'testCheckout' });
  const price = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(
    Number(plan.priceInUsd),
  );
  const back = isLocale(locale) && locale !== 'en' ? `/${locale}${ROUTES.billing}` : ROUTES.billing;

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <div className="rounded-2xl border bg-white p-6 shadow-sm">
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <span aria-hidden className="size-2 rounded-full bg-amber-500" />
          {t('badge')}
        </p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('intro')}</p>

        <dl className="mt-6 divide-y rounded-xl border text-sm">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-muted-foreground">{t('plan')}</dt>
            <dd className="font-semibold">{plan.name}</dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-muted-foreground">{t('credits')}</dt>
            <dd className="text-right font-semibold">
              {t('creditsValue', { credits: plan.credits })}
              {plan.freeCredits > 0 && (
                <span className="ml-2 text-xs font-medium text-emerald-700">
                  {t('bonusValue', { bonus: plan.freeCredits })}
                </span>
              )}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-muted-foreground">{t('price')}</dt>
            <dd className="text-lg font-bold">{price}</dd>
          </div>
        </dl>

        <form method="post" action={`/api/test-checkout/${encodeURIComponent(sessionId)}`} className="mt-6">
          {isLocale(locale) && <input type="hidden" name="locale" value={locale} />}
          <h2 className="text-sm font-semibold">{t('choose')}</h2>
          <button
            type="submit"
            name="outcome"
            value="pay"
            className="mt-3 w-full rounded-xl bg-primary px-4 py-3 text-left text-primary-foreground shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <span className="block font-semibold">{t('pay', { price })}</span>
            <span className="block text-xs opacity-85">{t('payHint')}</span>
          </button>
          <div className="mt-3 grid gap-2">
            {OTHER_OUTCOMES.map((o) => (
              <button
                key={o.outcome}
                type="submit"
                name="outcome"
                value={o.outcome}
                className="w-full rounded-xl border bg-white px-4 py-3 text-left transition hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className={`block font-semibold ${o.outcome === 'decline' ? 'text-destructive' : ''}`}>
                  {t(o.label)}
                </span>
                <span className="block text-xs text-muted-foreground">{t(o.hint)}</span>
              </button>
            ))}
          </div>
        </form>

        <p className="mt-6 text-xs text-muted-foreground">{t('footnote')}</p>
        <a
          href={back}
          className="mt-4 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('back')}
        </a>
      </div>
    </main>
  );
}
