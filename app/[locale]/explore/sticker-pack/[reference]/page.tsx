import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReportButton } from '@/components/explore/report-button';
import { PackView } from '@/components/packs/pack-view';
import { QueryProvider } from '@/components/providers/query-provider';
import { PackPublishingPanel } from '@/components/publishing/pack-publishing-panel';
import type { Locale } from '@/lib/config/locales';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { SITE } from '@/lib/config/site';
import { env } from '@/lib/env';
import { alternatesFor } from '@/lib/i18n/alternates';
import { packOgPath } from '@/lib/packs/og';
import { loadPublicPack } from '@/lib/packs/page';
import { LARGE_TWITTER_CARD } from '@/lib/seo/metadata';
import { botUsername } from '@/lib/telegram/bot-identity';

// Rendered per request from the per-instance public cache (lib/packs/public-cache): a pack that
// turns private disappears at once here, with no query per visitor. Nothing reads cookies.
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/explore/sticker-pack/[reference]'>;

const keyOf = (reference: string) => reference.slice(0, 100);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, reference } = await params;
  const t = await getTranslations({ locale, namespace: 'packs.public' });
  const pack = await loadPublicPack(keyOf(reference));
  if (!pack) return { title: t('notFoundTitle'), robots: { index: false } };
  const title = t('metaTitle', { name: pack.name });
  const description = pack.description || t('metaDescription', { name: pack.name, count: pack.stickerCount });
  const image = `${env().appUrl}${packOgPath(pack)}`; // versioned: an edit is a new address
  return {
    title,
    description,
    alternates: alternatesFor(locale as Locale, PACK_ROUTES.publicPack(pack.reference)),
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: SITE.name,
      locale,
      images: [{ url: image, alt: pack.name }],
    },
    twitter: LARGE_TWITTER_CARD,
  };
}

/** /explore/sticker-pack/{reference}: read-only for anyone (docs/product-rules.md). */
export default async function PublicPackPage({ params }: Props) {
  const { locale, reference } = await params;
  setRequestLocale(locale);
  const pack = await loadPublicPack(keyOf(reference));
  if (!pack) notFound();
  return (
    // The explore grid needs no data layer; this page's publishing panel does.
    <QueryProvider>
      <PackView
        pack={pack}
        botUsername={botUsername()}
        botConfigured={env().telegram !== null}
        from="explore"
      >
        <PackPublishingPanel reference={pack.reference} visibility={pack.visibility} isOwner={false} />
        <ReportButton kind="pack" reference={pack.reference} name={pack.name} className="self-start" />
      </PackView>
    </QueryProvider>
  );
}
