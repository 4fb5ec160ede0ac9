import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoonPage } from '@/components/common/coming-soon-page';
import type { Locale } from '@/lib/config/locales';
import { alternatesFor } from '@/lib/i18n/alternates';

export async function generateMetadata({ params }: PageProps<'/[locale]/explore'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'soon' });
  return { title: t('explore.title'), alternates: alternatesFor(locale as Locale, '/explore') };
}

// Public and static; the gallery itself is a later capability.
export default async function ExplorePage({ params }: PageProps<'/[locale]/explore'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoonPage page="explore" />;
}
