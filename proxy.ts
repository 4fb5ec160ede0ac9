import { type NextFetchEvent, type NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { EXPLORE_TABS } from '@/lib/config/explore';
import { LOCALE_COOKIE, LOCALES } from '@/lib/config/locales';
import { studioPageOf } from '@/lib/http/csp-pages';
import { studioCspHeaders } from '@/lib/http/studio-csp';
import { detectLocale } from '@/lib/i18n/detect-locale';

const API = /^\/(v1|api|blobs|og|i18n)(\/|$)/;
// Reached only with a percent sign (checked for decoding, then served as it is) or at the cached tab
// route's own address (redirected). Their /explore is next.config.ts's rewrite (lib/config/page-rewrites.ts).
const LOCALE_PREFIXED = new RegExp(
  `^/(${LOCALES.filter((l) => l !== routing.defaultLocale).join('|')})(/|$)`,
);

/** Next cannot decode `/v1/x/%E0%A4%A` and answers a plain-text 500; we answer 400 first (docs/decisions.md). */
function malformedPath(pathname: string): NextResponse | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    if (API.test(pathname))
      return NextResponse.json(
        { errorCode: 'BAD_REQUEST', message: 'Malformed percent-encoding in the path' },
        { status: 400 },
      );
    return new NextResponse('Bad request', { status: 400, headers: { 'content-type': 'text/plain' } });
  }
}

/**
 * /explore?tab=… without a search is the same page for every visitor of a locale: served from the
 * cached ./explore/tab/[tab] route (docs/decisions.md). A search stays on the per-request page.
 */
function exploreTarget(locale: string, params: URLSearchParams): string {
  if (params.get('q')?.trim()) return `/${locale}/explore`;
  const tab = params.get('tab') ?? '';
  return `/${locale}/explore/tab/${(EXPLORE_TABS as readonly string[]).includes(tab) ? tab : 'stickers'}`;
}

/**
 * The cached tab route reached by its own address (/explore/tab/…, /de/explore/tab/…): sent to the
 * public URL, so each tab page has one address for visitors and search engines alike.
 */
function tabRouteRedirect(req: NextRequest, localePrefix: string, rest: string): NextResponse | null {
  const m = /^\/explore\/tab\/([^/]*)\/?$/.exec(rest);
  if (!m) return null;
  const url = req.nextUrl.clone();
  url.pathname = `${localePrefix}/explore`;
  url.search = '';
  const tab = m[1] as string;
  if (tab !== 'stickers' && (EXPLORE_TABS as readonly string[]).includes(tab))
    url.searchParams.set('tab', tab);
  return NextResponse.redirect(url, 308);
}

/**
 * A studio page goes on with a per-response nonce policy (lib/http/studio-csp.ts): in the request,
 * where Next reads it, and in the response. Other pages keep next.config.ts's policy.
 */
function pass(req: NextRequest, pathname: string, rewriteTo?: URL): NextResponse {
  const page = studioPageOf(pathname);
  if (!page) return rewriteTo ? NextResponse.rewrite(rewriteTo) : NextResponse.next();
  const { headers, policy } = studioCspHeaders(req, page);
  const res = rewriteTo
    ? NextResponse.rewrite(rewriteTo, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  res.headers.set('Content-Security-Policy', policy);
  return res;
}

// Locale routing, and refusing paths Next cannot decode. Authorization is checked in pages and
// route handlers, never here.
// The matcher leaves out what needs no routing (docs/decisions.md): the API, files, Next's assets, pages already
// under a non-default locale prefix (/ar/…), which the [locale] segment serves as they are, and the
// public pages of an English visitor (next.config.ts rewrites those). Other unprefixed paths need the
// rewrite to /en, first-visit detection, and /en/… its redirect.
function route(req: NextRequest): NextResponse {
  const { pathname, search } = req.nextUrl;
  const malformed = malformedPath(pathname);
  if (malformed) return malformed;
  if (API.test(pathname)) return NextResponse.next();
  const prefixed = pathname.match(LOCALE_PREFIXED);
  if (prefixed) {
    const locale = prefixed[1] as string;
    const tabRoute = tabRouteRedirect(req, `/${locale}`, pathname.slice(locale.length + 1));
    return tabRoute ?? pass(req, pathname);
  }
  const tabRoute = tabRouteRedirect(req, '', pathname);
  if (tabRoute) return tabRoute;
  // A saved choice wins; otherwise first-visit detection (docs/product-rules.md). English stays unprefixed.
  // Detection redirects but saves nothing: only the language switcher saves a choice.
  const prefix = `/${routing.defaultLocale}`;
  const url = req.nextUrl.clone();
  url.search = search;
  // /en/… is served unprefixed (localePrefix 'as-needed').
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
    url.pathname = pathname.slice(prefix.length) || '/';
    return NextResponse.redirect(url);
  }
  const locale = detectLocale(req.headers, req.cookies.get(LOCALE_COOKIE.name)?.value);
  if (locale !== routing.defaultLocale) {
    url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
    return NextResponse.redirect(url);
  }
  // What next-intl's middleware did for these paths, without the hreflang Link header it built for
  // every response (the pages carry hreflang in their metadata): less work on every page view.
  url.pathname =
    pathname === '/explore'
      ? exploreTarget(routing.defaultLocale, req.nextUrl.searchParams)
      : `${prefix}${pathname === '/' ? '' : pathname}`;
  return pass(req, pathname, url);
}

let clerkProxy: Promise<ReturnType<typeof import('@/lib/auth/clerk-proxy').withClerk>> | undefined;

/**
 * With Clerk configured, Clerk's middleware runs first (lib/auth/clerk-proxy.ts): it refreshes an
 * expired session through Clerk's handshake. The constant is fixed at build time (next.config.ts),
 * so the embedded build holds no Clerk code here.
 */
export default async function proxy(req: NextRequest, event?: NextFetchEvent): Promise<Response> {
  if (process.env.STICKERFY_USES_CLERK) {
    clerkProxy ??= import('@/lib/auth/clerk-proxy').then((m) => m.withClerk(route));
    return (
      ((await (await clerkProxy)(req, event as NextFetchEvent)) as Response | null) ?? NextResponse.next()
    );
  }
  return route(req);
}

// Static for Next's analyser; tests/unit/proxy-matcher.test.ts keeps the locale list in step with
// lib/config/locales.ts and checks when the proxy runs.
// The public pages run it only when the visitor may be sent to another language: a saved choice, a
// country header, a browser whose first language is not English. Otherwise next.config.ts's rewrites
// (lib/config/page-rewrites.ts) serve the English page without it (docs/decisions.md).
export const config = {
  matcher: [
    // Unprefixed paths other than the public pages (the studio, /en/…, /explore/…), always.
    '/((?!(?:v1|api|_next|_vercel|blobs|og|i18n|test-checkout|terms|privacy|coppa|explore|zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)(?:/|$))(?!.*\\.).+)',
    '/explore/:path+',
    '/(zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)/explore/tab/(.*)',
    // Studio pages under a locale prefix, for their nonce policy (lib/http/csp-pages.ts STUDIO_PAGES).
    '/(zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)/(billing|create-character|create-sticker|create-sticker-pack|create-zootorial|creator-studio|edit-sticker-pack)/:rest*',
    // Wherever server code asks who is calling, Clerk's middleware must have run first, so auth()
    // reads what it verified (lib/auth/clerk.ts): the API, /blobs and pages under a locale prefix with
    // a Clerk session cookie (an embedded install never sets one), and the API with a bearer token.
    { source: '/(v1|api|blobs)/:path*', has: [{ type: 'cookie', key: '__session' }] },
    { source: '/v1/:path*', has: [{ type: 'header', key: 'authorization' }] },
    {
      source: '/(zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)/:path*',
      has: [{ type: 'cookie', key: '__session' }],
    },
    // Paths Next cannot decode, refused here: unprefixed pages, the API, prefixed pages.
    '/((?!(?:v1|api|_next|_vercel|blobs|og|i18n|test-checkout|zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)(?:/|$))(?!.*\\.).*%.*)',
    '/(v1|api|blobs|og|i18n)/(.*%.*)',
    '/(zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)/(.*%.*)',
    // The public pages (lib/config/page-rewrites.ts PUBLIC_PAGES) when the visitor may be sent to
    // another language.
    { source: '/:page(terms|privacy|coppa|explore)?', has: [{ type: 'cookie', key: 'NEXT_LOCALE' }] },
    { source: '/:page(terms|privacy|coppa|explore)?', has: [{ type: 'header', key: 'x-vercel-ip-country' }] },
    { source: '/:page(terms|privacy|coppa|explore)?', has: [{ type: 'header', key: 'cf-ipcountry' }] },
    {
      source: '/:page(terms|privacy|coppa|explore)?',
      has: [{ type: 'header', key: 'cloudfront-viewer-country' }],
    },
    { source: '/:page(terms|privacy|coppa|explore)?', has: [{ type: 'header', key: 'x-country-code' }] },
    {
      source: '/:page(terms|privacy|coppa|explore)?',
      has: [
        {
          type: 'header',
          key: 'accept-language',
          value: '(?![Ee][Nn](?:-[A-Za-z0-9]+)*\\s*(?:,|$))[\\s\\S]*',
        },
      ],
    },
  ],
};
