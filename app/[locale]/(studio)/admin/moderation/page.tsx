import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ModerationScreen } from '@/components/moderation/moderation-screen';
import { loadAdminPage } from '@/lib/moderation/admin-page';

export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/moderation'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'moderation.admin' });
  return { title: t('title'), robots: { index: false } };
}

/** /admin/moderation: admins only (ADMIN_EMAILS); for everyone else, signed out included, a 404. */
export default async function ModerationPage({ params }: PageProps<'/[locale]/admin/moderation'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const overview = await loadAdminPage(await headers());
  if (!overview) notFound();
  return <ModerationScreen overview={overview} />;
}
