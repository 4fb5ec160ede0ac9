import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalPage } from '@/components/legal/legal-page';
import { LEGAL_SECTIONS } from '@/lib/config/legal';
import type { Locale } from '@/lib/config/locales';
import { publicPageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'legal' });
  return publicPageMetadata({
    locale: locale as Locale,
    path: '/terms',
    title: t('terms.title'),
    description: t('terms.intro'),
  });
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalPage doc="terms" sections={LEGAL_SECTIONS.terms} />;
}
