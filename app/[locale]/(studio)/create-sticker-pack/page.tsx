import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreatePackPage } from '@/components/create-pack/create-pack-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { ROUTES, SIGNED_OUT_REDIRECT } from '@/lib/config/routes';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/create-sticker-pack'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'packs.create' });
  return { title: t('title'), robots: { index: false } };
}

// Product rule (docs/product-rules.md): visitors go to / with the login modal.
export default async function Page({ params }: PageProps<'/[locale]/create-sticker-pack'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePageUser(locale as Locale, SIGNED_OUT_REDIRECT.createStickerPack, ROUTES.createStickerPack);
  return <CreatePackPage />;
}
