import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import type { ExplorePage, ExploreTab } from '@/lib/config/explore';
import { loadExplorePage } from '@/lib/explore/load';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { ExploreView } from './explore-view';

/** /explore's title, description, canonical and hreflang, whichever route renders it. */
export async function exploreMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'explore' });
  return publicPageMetadata({
    locale: locale as Locale,
    path: '/explore',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** /explore (SPEC §2): the heading and one tab's first page, rendered on the server. */
export async function ExploreScreen({ tab, q }: { tab: ExploreTab; q: string }) {
  const t = await getTranslations('explore');
  const page: ExplorePage | null = await loadExplorePage(tab, q).catch((err) => {
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
