import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ExploreScreen, exploreMetadata } from '@/components/explore/explore-screen';
import { parseExploreParams } from '@/lib/contracts/explore';

// A search (?q=…) is rendered per request, from the per-instance public cache (lib/cache/public-memo).
// A tab without a search never reaches this page: proxy.ts rewrites it to ./tab/[tab], which is
// cached whole (docs/decisions.md).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/explore'>): Promise<Metadata> {
  // A search is not a page of its own: its canonical is its tab's.
  return exploreMetadata((await params).locale, parseExploreParams(await searchParams).tab);
}

export default async function ExplorePage({ params, searchParams }: PageProps<'/[locale]/explore'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab, q } = parseExploreParams(await searchParams);
  return <ExploreScreen tab={tab} q={q} />;
}
