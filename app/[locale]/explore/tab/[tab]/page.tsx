import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ExploreScreen, exploreMetadata } from '@/components/explore/explore-screen';
import { EXPLORE_TABS, type ExploreTab } from '@/lib/config/explore';

// /explore?tab=… without a search, as proxy.ts rewrites it (the address stays /explore?tab=…). The
// whole page is cached per locale and tab and rendered again at most every 30 s, like the data
// behind it (lib/cache/public-memo): a burst of visitors costs no render and no query (docs/decisions.md).
// Nothing is rendered at build time (the build has no database); the first visit renders it.
export const revalidate = 30;
export const generateStaticParams = () => [];

const isTab = (v: string): v is ExploreTab => (EXPLORE_TABS as readonly string[]).includes(v);

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/explore/tab/[tab]'>): Promise<Metadata> {
  const { locale, tab } = await params;
  return exploreMetadata(locale, isTab(tab) ? tab : 'stickers');
}

export default async function ExploreTabPage({ params }: PageProps<'/[locale]/explore/tab/[tab]'>) {
  const { locale, tab } = await params;
  if (!isTab(tab)) notFound();
  setRequestLocale(locale);
  return <ExploreScreen tab={tab} q="" cached />;
}
