import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageRewrites } from './lib/config/page-rewrites';
import { buildCsp } from './lib/http/csp';
import { STATIC_CSP_SOURCE } from './lib/http/csp-pages';
import { textsVersion } from './lib/i18n/texts-version';
import { writeCssSources } from './scripts/css-source-graph';

// Messages are precompiled at build time (next-intl's catalog loader on messages/*.json), so the
// browser formats them with a small runtime instead of intl-messageformat's much larger parser.
// Server code that imports a messages file gets the compiled form too: format it with next-intl's
// createTranslator, never by hand.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// Each stylesheet's utilities come from the files its pages import (scripts/css-source-graph.ts): the
// lists are refreshed before every build and dev start, so a new component is never left unstyled.
// A deployment without the sources (the config is read again by next start) keeps the built CSS.
try {
  writeCssSources();
} catch {}

// Security headers for every page kind (docs/decisions.md), computed at build time from the build's env
// (lib/http/csp.ts); scripts/start.sh rebuilds when that env changes.
const appUrl = process.env.APP_URL ?? '';
// The prerendered pages' policy; studio pages get a nonce policy from proxy.ts, /blobs its own sandbox
// (lib/http/csp-pages.ts). `next dev` evaluates code in the browser (React's dev tools, fast refresh).
const csp = buildCsp(process.env, { allowEval: process.env.NODE_ENV === 'development' });

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets a second build (a bench, a branch) live beside the main one without replacing it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // For profiling a build in a bench (function names in the browser's profiles), never in production.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // Next hashes every page body in JavaScript for its ETag (fnv1a over the whole body, a sizeable part
  // of what a prerendered page costs to serve: docs/measurements.md). Pages are prerendered and CDN-cached (s-maxage); the
  // browser revalidating HTML with If-None-Match saved little. Static assets keep their own ETags.
  generateEtags: false,
  compiler: {
    // NEXT_PUBLIC_* are inlined in browser code only; server modules read them at run time, so a
    // server-side `if` cannot drop @clerk/nextjs from the build. This constant can (identity-root.tsx).
    // The lazy texts' version (lib/i18n/texts-version.ts): their address in the browser and the route.
    define: {
      'process.env.STICKERFY_USES_CLERK': !!process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY,
      'process.env.STICKERFY_TEXTS_VERSION': textsVersion(process.cwd()),
    },
  },
  // Native or WASM packages that must stay in node_modules (PGlite must never be bundled: docs/measurements.md).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'sharp',
    '@imgly/background-removal-node',
    'onnxruntime-node',
    // The safety classifier (lib/safety/embedded.ts) reads its .wasm from node_modules at run time.
    'nsfwjs',
    '@tensorflow/tfjs',
    '@tensorflow/tfjs-backend-wasm',
    // The head's face detector (lib/media/face-detect.ts) reads its weights from the package's model/.
    '@vladmandic/face-api',
    // Animated stickers (lib/media/animation/ffmpeg.ts) run these packages' binaries from node_modules.
    '@ffmpeg-installer/ffmpeg',
    '@ffprobe-installer/ffprobe',
  ],
  // The animation job (lib/media/animation) runs ffmpeg from node_modules; the installer finds the
  // binary by a computed path that file tracing cannot follow, so the functions that run jobs carry it
  // (README: the function size this needs).
  outputFileTracingIncludes: {
    // Files read by path at run time, which tracing cannot see: the ffmpeg binary, the face
    // detector's weights (a tile's head box, in the character job) and the TensorFlow.js .wasm.
    '/api/inngest': [
      './node_modules/@ffmpeg-installer/linux-x64/**',
      './node_modules/@vladmandic/face-api/model/**',
      './node_modules/@tensorflow/tfjs-backend-wasm/dist/*.wasm',
    ],
    // Data read by path (marked turbopackIgnore where it is read, so tracing does not take in the
    // whole project): the part words drawings are chosen by, and the local suggestion banks.
    '/**': [
      './lib/media/sticker/parts/words/*.json',
      './lib/suggestions/local/phrases/*.json',
      './lib/suggestions/local/occasions/*.json',
    ],
  },
  images: { unoptimized: true },
  // Next copies a request body for the proxy (middleware) before the route sees it, up to this much
  // (default 10 MB). Our proxy never reads bodies, so a POST to a page costs at most 64 KB (docs/decisions.md).
  experimental: {
    proxyClientMaxBodySize: '64kb',
    // Turbopack's chunker keeps at most one chunk per page smaller than this (default 50 000 bytes).
    // At 75 000 every page loads fewer scripts and a whole visit fetches fewer bytes
    // (docs/measurements.md): fewer requests on every first visit, and no code fetched twice.
    // Larger values merge further and fetch shared code twice.
    turbopackChunking: { minChunkSize: 75_000 },
    // The build cache speeds up the next build on the same checkout; CI builds a fresh clone once,
    // where writing it only adds time at the end of the build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm run typecheck` checks types once in CI; the build need not do it again on 2 cores.
  typescript: { ignoreBuildErrors: true },
  // English pages served without running proxy.ts (lib/config/page-rewrites.ts).
  async rewrites() {
    return { beforeFiles: pageRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
          },
          ...(appUrl.startsWith('https://')
            ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
            : []),
        ],
      },
      { source: STATIC_CSP_SOURCE, headers: [{ key: 'Content-Security-Policy', value: csp }] },
    ];
  },
};

export default withNextIntl(nextConfig);
