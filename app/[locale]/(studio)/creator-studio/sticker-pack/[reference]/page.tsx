import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OwnerPackPage } from '@/components/packs/owner-pack-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { pagePath } from '@/lib/config/return-path';
import { SIGNED_OUT_REDIRECT } from '@/lib/config/routes';
import { env } from '@/lib/env';
import { botUsername } from '@/lib/telegram/bot-identity';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/creator-studio/sticker-pack/[reference]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'packs.view' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// The owner's pack (docs/product-rules.md); visitors go to / with the login modal.
export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/creator-studio/sticker-pack/[reference]'>) {
  const { locale, reference } = await params;
  setRequestLocale(locale);
  const { edit } = await searchParams;
  await requirePageUser(
    locale as Locale,
    SIGNED_OUT_REDIRECT.editPack,
    pagePath(PACK_ROUTES.studioPack(reference), { edit }),
  );
  return (
    <OwnerPackPage
      reference={reference.slice(0, 100)}
      botUsername={botUsername()}
      botConfigured={env().telegram !== null}
      startEditing={edit === '1'}
    />
  );
}
