import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoonPage } from '@/components/common/coming-soon-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { SIGNED_OUT_REDIRECT } from '@/lib/config/routes';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/create-sticker'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'soon' });
  return { title: t('createSticker.title'), robots: { index: false } };
}

export default async function Page({ params }: PageProps<'/[locale]/create-sticker'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageUser(locale as Locale, SIGNED_OUT_REDIRECT.createSticker);
  return <ComingSoonPage page="createSticker" />;
}
