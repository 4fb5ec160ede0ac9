import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from '@/i18n/routing';
import { LOCALE_COOKIE, LOCALES } from '@/lib/config/locales';
import { detectLocale } from '@/lib/i18n/detect-locale';

const intl = createMiddleware(routing);

// Locale routing only. Authorization is checked in pages and route handlers, never here.
export default function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  const prefixed = (LOCALES as readonly string[]).includes(first);
  const saved = req.cookies.get(LOCALE_COOKIE.name)?.value;
  if (!prefixed) {
    // A saved choice wins; otherwise first-visit detection (DESIGN §8). English stays unprefixed.
    const locale = detectLocale(req.headers, saved);
    if (locale !== routing.defaultLocale) {
      const url = req.nextUrl.clone();
      url.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
      url.search = search;
      const res = NextResponse.redirect(url);
      if (!saved)
        res.cookies.set(LOCALE_COOKIE.name, locale, {
          path: '/',
          maxAge: LOCALE_COOKIE.maxAgeSeconds,
          sameSite: 'lax',
        });
      return res;
    }
  }
  return intl(req);
}

export const config = {
  matcher: ['/((?!v1|api|_next|_vercel|blobs|test-checkout|.*\\..*).*)'],
};
