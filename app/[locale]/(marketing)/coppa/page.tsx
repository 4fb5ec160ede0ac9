import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import type { Locale } from '@/lib/config/locales';
import { alternatesFor } from '@/lib/i18n/alternates';

const SECTIONS = ['children', 'parents'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/coppa'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'legal' });
  return { title: t('coppa.title'), alternates: alternatesFor(locale as Locale, '/coppa') };
}

export default async function CoppaPage({ params }: PageProps<'/[locale]/coppa'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage doc="coppa" sections={SECTIONS} />;
}
