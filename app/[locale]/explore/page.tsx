import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ExploreView } from '@/components/explore/explore-view';
import type { Locale } from '@/lib/config/locales';
import { type ExplorePage as ExploreData, parseExploreParams } from '@/lib/contracts/explore';
import { loadExplorePage } from '@/lib/explore/load';
import { publicPageMetadata } from '@/lib/seo/metadata';

// Rendered per request from the per-instance public cache (lib/cache/public-memo): the tab and the
// search come from the address, nothing reads cookies or headers, and a burst of visitors costs one
// query per 30 s per instance.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/explore'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'explore' });
  return publicPageMetadata({
    locale: locale as Locale,
    path: '/explore',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function ExplorePage({ params, searchParams }: PageProps<'/[locale]/explore'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab, q } = parseExploreParams(await searchParams);
  const t = await getTranslations('explore');
  const page: ExploreData | null = await loadExplorePage(tab, q).catch((err) => {
    console.error('[explore] load failed', err);
    return null;
  });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10" data-testid="explore-page">
      <header className="mb-7">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-1.5 text-muted-foreground">{t('subtitle')}</p>
      </header>
      <ExploreView tab={tab} q={q} page={page} />
    </div>
  );
}
