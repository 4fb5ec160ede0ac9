import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/config/locales';
import { SITE } from '@/lib/config/site';
import { localizedPath } from '@/lib/i18n/alternates';

const PUBLIC_PATHS = ['/', '/explore', '/terms', '/privacy', '/coppa'];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = process.env.APP_URL ?? SITE.url;
  return PUBLIC_PATHS.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    alternates: {
      languages: Object.fromEntries(LOCALES.map((l) => [l, `${base}${localizedPath(l, path)}`])),
    },
  }));
}
