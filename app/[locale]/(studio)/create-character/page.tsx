import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreateCharacterPage } from '@/components/characters/create-character-page';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { pagePath } from '@/lib/config/return-path';
import { ROUTES, SIGNED_OUT_REDIRECT } from '@/lib/config/routes';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/create-character'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'createCharacter' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// Product rule (docs/product-rules.md): ?remix=<example reference> starts remix mode; visitors go to /creator-studio (→ /#login).
export default async function CreateCharacter({
  params,
  searchParams,
}: PageProps<'/[locale]/create-character'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { remix } = await searchParams;
  await requirePageUser(
    locale as Locale,
    SIGNED_OUT_REDIRECT.createCharacter,
    pagePath(ROUTES.createCharacter, { remix }),
  );
  const remixReference = typeof remix === 'string' && remix.trim() ? remix.trim().slice(0, 100) : null;
  // Keyed so that switching between remix and upload mode starts from a clean form.
  return <CreateCharacterPage key={remixReference ?? 'upload'} remixReference={remixReference} />;
}
