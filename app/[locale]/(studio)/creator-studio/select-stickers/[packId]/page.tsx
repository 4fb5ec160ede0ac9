import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SelectStickersPage } from '@/components/packs/select-stickers-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { SIGNED_OUT_REDIRECT } from '@/lib/config/routes';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/creator-studio/select-stickers/[packId]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'packs.select' });
  return { title: t('title'), robots: { index: false } };
}

export default async function Page({
  params,
}: PageProps<'/[locale]/creator-studio/select-stickers/[packId]'>) {
  const { locale, packId } = await params;
  setRequestLocale(locale);
  await requirePageUser(locale as Locale, SIGNED_OUT_REDIRECT.editPack, PACK_ROUTES.selectStickers(packId));
  return <SelectStickersPage packId={packId.slice(0, 100)} />;
}
