import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  const base = env().appUrl;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // The signed-in pages, unprefixed (English) and under every locale prefix (/de/billing, …).
      disallow: [
        '/v1/',
        '/api/',
        '/test-checkout',
        ...['/creator-studio', '/billing', '/create-', '/edit-sticker-pack'].flatMap((p) => [p, `/*${p}`]),
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
