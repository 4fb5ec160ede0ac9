import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ExploreScreen, exploreMetadata } from '@/components/explore/explore-screen';
import { parseExploreParams } from '@/lib/contracts/explore';

// A search (?q=…) is rendered per request, from the per-instance public cache (lib/cache/public-memo).
// A tab without a search never reaches this page: proxy.ts rewrites it to ./tab/[tab], which is
// cached whole (issue 12).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/explore'>): Promise<Metadata> {
  return exploreMetadata((await params).locale);
}

export default async function ExplorePage({ params, searchParams }: PageProps<'/[locale]/explore'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { tab, q } = parseExploreParams(await searchParams);
  return <ExploreScreen tab={tab} q={q} />;
}
