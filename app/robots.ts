import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  const base = env().appUrl;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/v1/', '/api/', '/creator-studio', '/billing', '/create-', '/test-checkout'],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
