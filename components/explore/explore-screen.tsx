import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';
import type { ExplorePage, ExploreTab } from '@/lib/contracts/explore';
import { loadExplorePage } from '@/lib/explore/load';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { publicImageDataUri } from '@/lib/storage/data-uri';
import { handOffFirstImage } from './first-image-handoff';
import { ExploreView } from './explore-view';

// The first sticker's thumbnail (320 px, 14–24 KB for the examples) is the page's largest paint on a
// phone; written into the HTML it paints with the document instead of a round trip later
// (docs/measurements.md). A larger file stays a request of its own.
const INLINE_FIRST_MAX_BYTES = 32 * 1024;

async function inlineFirstImage(page: ExplorePage | null) {
  if (page?.tab !== 'stickers') return;
  const thumb = page.items[0]?.data.thumb;
  if (!thumb) return;
  const uri = await publicImageDataUri(thumb, INLINE_FIRST_MAX_BYTES).catch(() => null);
  if (uri) handOffFirstImage(thumb, uri);
}

/** Each tab's public address: /explore for the default tab, /explore?tab=… for the others. */
export const exploreTabPath = (tab: ExploreTab) => (tab === 'stickers' ? '/explore' : `/explore?tab=${tab}`);

/**
 * /explore's title, description, canonical and hreflang, whichever route renders it: each tab is its
 * own page for search engines, and a search or the cached tab route (/explore/tab/…) points at it.
 */
export async function exploreMetadata(locale: string, tab: ExploreTab): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'explore' });
  return publicPageMetadata({
    locale: locale as Locale,
    path: exploreTabPath(tab),
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

type Props = {
  tab: ExploreTab;
  q: string;
  /**
   * The cached tab route (ISR): a failed load throws instead of rendering the error panel, so Next
   * keeps serving the last good page (or shows the error boundary, which it does not cache) rather
   * than caching the panel for everyone. A search, rendered per request, shows the panel.
   */
  cached?: boolean;
};

/** /explore (docs/product-rules.md): the heading and one tab's first page, rendered on the server. */
export async function ExploreScreen({ tab, q, cached = false }: Props) {
  const t = await getTranslations('explore');
  const page: ExplorePage | null = await loadExplorePage(tab, q).catch((err) => {
    console.error('[explore] load failed', err);
    if (cached) throw err;
    return null;
  });
  await inlineFirstImage(page);
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
