import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/config/locales';
import { alternatesFor } from '@/lib/i18n/alternates';

const SECTIONS = ['data', 'photos', 'use', 'providers', 'rights', 'retention'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'legal' });
  return { title: t('privacy.title'), alternates: alternatesFor(locale as Locale, '/privacy') };
}

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage doc="privacy" sections={SECTIONS} />;
}
