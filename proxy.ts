import { type NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { LOCALE_COOKIE, LOCALES } from '@/lib/config/locales';
import { detectLocale } from '@/lib/i18n/detect-locale';

const API = /^\/(v1|api|blobs|og)(\/|$)/;
// Reached only with a percent sign (second matcher): checked for decoding, then served as it is.
const LOCALE_PREFIXED = new RegExp(
  `^/(${LOCALES.filter((l) => l !== routing.defaultLocale).join('|')})(/|$)`,
);

/** Next cannot decode `/v1/x/%E0%A4%A` and answers a plain-text 500; we answer 400 first (issue 11). */
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

// Locale routing, and refusing paths Next cannot decode. Authorization is checked in pages and
// route handlers, never here.
// The matcher leaves out what needs no routing (issue 12): the API, files, Next's assets, and pages
// already under a non-default locale prefix (/ar/…), which the [locale] segment serves as they are.
// Unprefixed (English) paths need the rewrite to /en, first-visit detection, and /en/… its redirect.
export default function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const malformed = malformedPath(pathname);
  if (malformed) return malformed;
  if (API.test(pathname) || LOCALE_PREFIXED.test(pathname)) return NextResponse.next();
  // A saved choice wins; otherwise first-visit detection (DESIGN §8). English stays unprefixed.
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
  url.pathname = `${prefix}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

// Static for Next's analyser; tests/unit/proxy-matcher.test.ts keeps the locale list in step with
// lib/config/locales.ts.
export const config = {
  matcher: [
    '/((?!(?:v1|api|_next|_vercel|blobs|test-checkout|zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)(?:/|$))(?!.*\\.).*)',
    // API paths only when they carry a percent sign: the proxy would otherwise copy every API body.
    '/(v1|api|blobs|og)/(.*%.*)',
    // Prefixed pages likewise, only to refuse what Next cannot decode.
    '/(zh|es|hi|ar|pt|pt-BR|ru|pl|uk|ja|de|fr|tr|ko|it|id|nl|th|vi)/(.*%.*)',
  ],
};
