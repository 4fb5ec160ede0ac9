import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native or WASM packages that must stay in node_modules (PGlite must never be bundled: NOTES.md).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'sharp',
    '@imgly/background-removal-node',
    'onnxruntime-node',
  ],
  images: { unoptimized: true },
  // `npm run typecheck` checks types once in CI; the build need not do it again on 2 cores.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
