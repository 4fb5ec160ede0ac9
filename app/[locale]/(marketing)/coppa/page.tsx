import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { LEGAL_SECTIONS } from '@/lib/config/legal';
import type { Locale } from '@/lib/config/locales';
import { publicPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/coppa'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'legal' });
  return publicPageMetadata({
    locale: locale as Locale,
    path: '/coppa',
    title: t('coppa.title'),
    description: t('coppa.intro'),
  });
}

export default async function CoppaPage({ params }: PageProps<'/[locale]/coppa'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage doc="coppa" sections={LEGAL_SECTIONS.coppa} />;
}
