import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreateStickerPage } from '@/components/create-sticker/create-sticker-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import { charactersForFirstRender } from '@/lib/characters/first-render';
import type { Locale } from '@/lib/config/locales';
import { pagePath } from '@/lib/config/return-path';
import { ROUTES, SIGNED_OUT_REDIRECT } from '@/lib/config/routes';
import { pricingForFirstRender } from '@/lib/pricing/first-render';
import { stylesForFirstRender } from '@/lib/styles/first-render';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/create-sticker'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'createSticker' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// Product rule (docs/product-rules.md): ?characterReference= preselects a character; visitors go to /creator-studio.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/create-sticker'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { characterReference } = await searchParams;
  const user = await requirePageUser(
    locale as Locale,
    SIGNED_OUT_REDIRECT.createSticker,
    pagePath(ROUTES.createSticker, { characterReference }),
  );
  const preselect =
    typeof characterReference === 'string' && characterReference.trim()
      ? characterReference.trim().slice(0, 100)
      : null;
  // The characters, styles and prices come with the HTML: its first paint is the form and the first
  // style cards (the page's largest paint), not a skeleton waiting for the scripts and three requests.
  const [characters, styles, pricing] = await Promise.all([
    charactersForFirstRender(user.id),
    stylesForFirstRender(user.id, locale as Locale),
    pricingForFirstRender(),
  ]);
  return (
    <CreateStickerPage preselect={preselect} userId={user.id} initial={{ characters, styles, pricing }} />
  );
}
