import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/config/locales';
import { alternatesFor } from '@/lib/i18n/alternates';

const SECTIONS = [
  'service',
  'accounts',
  'content',
  'credits',
  'refunds',
  'regions',
  'providers',
  'disputes',
  'changes',
] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'legal' });
  return { title: t('terms.title'), alternates: alternatesFor(locale as Locale, '/terms') };
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage doc="terms" sections={SECTIONS} />;
}
