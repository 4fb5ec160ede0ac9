import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are precompiled at build time (next-intl's catalog loader on messages/*.json), so the
// browser formats them with a ~1 KB runtime instead of intl-messageformat's parser (~12 KB gzip).
// Server code that imports a messages file gets the compiled form too: format it with next-intl's
// createTranslator, never by hand.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Security headers for every page kind (issue 11). The CSP carries no per-request nonce, so public
// pages stay static: scripts are same-origin (+ inline for Next's hydration data), third parties
// only when their keys are configured; 'unsafe-eval' because the in-browser HEIC decoder (heic-to,
// emscripten) needs it. Headers are computed at build time from the build's env.
const appUrl = process.env.APP_URL ?? '';
const third = {
  clerk: process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY
    ? ['https://*.clerk.accounts.dev', 'https://*.clerk.com']
    : [],
  turnstile: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ? ['https://challenges.cloudflare.com'] : [],
  posthog: process.env.NEXT_PUBLIC_POSTHOG_KEY ? ['https://*.posthog.com'] : [],
};
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' 'unsafe-eval' blob: ${[...third.clerk, ...third.turnstile, ...third.posthog].join(' ')}`,
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' blob: data: ${[...third.clerk, ...third.posthog].join(' ')}`,
  `frame-src 'self' ${[...third.turnstile, ...third.clerk].join(' ')}`,
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https://checkout.stripe.com",
]
  .map((d) => d.trim())
  .join('; ');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  compiler: {
    // NEXT_PUBLIC_* are inlined in browser code only; server modules read them at run time, so a
    // server-side `if` cannot drop @clerk/nextjs from the build. This constant can (identity-root.tsx).
    define: { 'process.env.STICKERFY_USES_CLERK': !!process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY },
  },
  // Native or WASM packages that must stay in node_modules (PGlite must never be bundled: NOTES.md).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'sharp',
    '@imgly/background-removal-node',
    'onnxruntime-node',
  ],
  images: { unoptimized: true },
  // Next copies a request body for the proxy (middleware) before the route sees it, up to this much
  // (default 10 MB). Our proxy never reads bodies, so a POST to a page costs at most 64 KB (issue 11).
  experimental: { proxyClientMaxBodySize: '64kb' },
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
          { key: 'Content-Security-Policy', value: csp },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
          },
          ...(appUrl.startsWith('https://')
            ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
            : []),
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
