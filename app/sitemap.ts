import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/config/locales';
import { localizedPath } from '@/lib/i18n/alternates';
import { env } from '@/lib/env';

// Each explore tab is a page of its own (its canonical link says so too).
const PUBLIC_PATHS = [
  '/',
  '/explore',
  '/explore?tab=sticker-packs',
  '/explore?tab=characters',
  '/terms',
  '/privacy',
  '/coppa',
];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().appUrl;
  // The same URL form as the pages' canonical links: the home page is the bare origin.
  const url = (path: string) => `${base}${path === '/' ? '' : path}`;
  return PUBLIC_PATHS.map((path) => ({
    url: url(path),
    alternates: {
      languages: {
        ...Object.fromEntries(LOCALES.map((l) => [l, url(localizedPath(l, path))])),
        'x-default': url(path),
      },
    },
  }));
}
