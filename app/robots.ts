import type { MetadataRoute } from 'next';
import { SITE } from '@/lib/config/site';

export default function robots(): MetadataRoute.Robots {
  const base = process.env.APP_URL ?? SITE.url;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/v1/', '/api/', '/creator-studio', '/billing', '/create-', '/test-checkout'],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
