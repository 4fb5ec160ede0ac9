import { LOCALES } from '../config/locales';

// Which policy each kind of path gets (lib/http/csp.ts; docs/decisions.md). Plain constants:
// next.config.ts loads this file before anything is built, and proxy.ts uses it per request.
//   /blobs/…            only the file server's own sandbox policy (lib/storage/serve.ts)
//   studio pages        a nonce policy per response, set by proxy.ts
//   everything else     the prerendered pages' policy, fixed at build time by next.config.ts

/** The studio's top-level pages (app/[locale]/(studio)); each is rendered per request. */
export const STUDIO_PAGES = [
  'billing',
  'create-character',
  'create-sticker',
  'create-sticker-pack',
  'create-zootorial',
  'creator-studio',
  'edit-sticker-pack',
] as const;

/** Studio pages that decode HEIC photos in the browser: heic-to (emscripten) needs 'unsafe-eval'. */
export const EVAL_PAGES: readonly string[] = ['create-character'];

const alt = (xs: readonly string[]) => xs.join('|');

/**
 * next.config.ts's header source for the prerendered pages' CSP: every path but /blobs and the
 * studio pages, with or without a locale prefix (Next matches the path as requested).
 */
export const STATIC_CSP_SOURCE = `/:path((?!(?:blobs|(?:(?:${alt(LOCALES)})/)?(?:${alt(STUDIO_PAGES)}))(?:/|$)).*)`;

/**
 * The studio page a path is on, or null: `/create-character`, `/de/creator-studio/…` and
 * `/en/billing` (before proxy.ts redirects it) are; `/blobs/…`, `/explore`, `/` are not.
 */
export function studioPageOf(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const first = parts[0] ?? '';
  const page = (LOCALES as readonly string[]).includes(first) ? parts[1] : first;
  return page && (STUDIO_PAGES as readonly string[]).includes(page) ? page : null;
}
