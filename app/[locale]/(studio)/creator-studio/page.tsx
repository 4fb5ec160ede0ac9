import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StudioPage } from '@/components/studio/studio-page';
import { parseStudioTab } from '@/components/studio/studio-tabs';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { safeReturnPath } from '@/lib/config/return-path';
import { ROUTES, SIGNED_OUT_REDIRECT } from '@/lib/config/routes';
import { studioStickersForFirstRender } from '@/lib/stickers/studio-first-render';

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
  const { next, tab } = await searchParams;
  const from = safeReturnPath(next) ?? ROUTES.studio;
  const user = await requirePageUser(locale as Locale, SIGNED_OUT_REDIRECT.studio, from);
  // The default tab's list comes with the HTML, so its first paint is the list, not a skeleton.
  const stickers =
    parseStudioTab(typeof tab === 'string' ? tab : null) === 'stickers'
      ? await studioStickersForFirstRender(user.id)
      : null;
  return <StudioPage initialStickers={stickers} />;
}
