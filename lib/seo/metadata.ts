import type { Metadata } from 'next';
import type { Locale } from '@/lib/config/locales';
import { SITE } from '@/lib/config/site';
import { alternatesFor, localizedPath } from '@/lib/i18n/alternates';
import { OG_SIZE } from './og-size';

/** Open Graph locale tags are language_TERRITORY ('pt_BR'); plain languages stay as they are. */
export const ogLocale = (locale: Locale) => locale.replace('-', '_');

/**
 * A large Twitter card whose image X takes from og:image. Next copies Open Graph's title, description
 * and image into twitter:* tags unless they are set; an empty image list keeps the five image tags
 * out of every page. X falls back to og:image by itself.
 */
export const LARGE_TWITTER_CARD = { card: 'summary_large_image', images: [] } satisfies Metadata['twitter'];

export const ogImagePath = (locale: Locale) => `/og/${locale}.png`;

/**
 * A public page's search and share metadata (docs/decisions.md): title, description, canonical and the
 * full hreflang set, Open Graph with the locale's card, and a large Twitter card. Relative URLs
 * resolve against APP_URL (metadataBase in the locale layout).
 */
export function publicPageMetadata(opts: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** The landing's title stands alone; other pages get the ' · Stickerfy' template. */
  absoluteTitle?: boolean;
}): Metadata {
  const { locale, path, title, description } = opts;
  const image = { url: ogImagePath(locale), ...OG_SIZE, alt: title, type: 'image/png' };
  return {
    title: opts.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      type: 'website',
      siteName: SITE.name,
      locale: ogLocale(locale),
      url: localizedPath(locale, path),
      title,
      description,
      images: [image],
    },
    twitter: LARGE_TWITTER_CARD,
  };
}
