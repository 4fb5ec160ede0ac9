import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StudioPage } from '@/components/studio/studio-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { safeReturnPath } from '@/lib/config/return-path';
import { ROUTES, SIGNED_OUT_REDIRECT } from '@/lib/config/routes';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/creator-studio'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'studio' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CreatorStudio({ params, searchParams }: PageProps<'/[locale]/creator-studio'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Pages that send visitors here first (create-character, create-sticker) name themselves in ?next=.
  const { next } = await searchParams;
  const from = safeReturnPath(next) ?? ROUTES.studio;
  await requirePageUser(locale as Locale, SIGNED_OUT_REDIRECT.studio, from);
  return <StudioPage />;
}
