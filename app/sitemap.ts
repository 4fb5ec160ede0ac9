import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/config/locales';
import { localizedPath } from '@/lib/i18n/alternates';
import { env } from '@/lib/env';

const PUBLIC_PATHS = ['/', '/explore', '/terms', '/privacy', '/coppa'];

export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().appUrl;
  return PUBLIC_PATHS.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    alternates: {
      languages: Object.fromEntries(LOCALES.map((l) => [l, `${base}${localizedPath(l, path)}`])),
    },
  }));
}
