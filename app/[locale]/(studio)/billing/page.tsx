import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BillingPage } from '@/components/billing/billing-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { ROUTES, SIGNED_OUT_REDIRECT } from '@/lib/config/routes';
import { env } from '@/lib/env';
import { botUsername } from '@/lib/telegram/bot-identity';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/billing'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'billing' });
  return { title: t('title'), robots: { index: false } };
}

export default async function Billing({ params }: PageProps<'/[locale]/billing'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageUser(locale as Locale, SIGNED_OUT_REDIRECT.billing, ROUTES.billing);
  return <BillingPage botUsername={botUsername()} botConfigured={env().telegram !== null} />;
}
