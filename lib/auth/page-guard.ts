import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/lib/config/locales';
import { returnQuery } from '@/lib/config/return-path';
import { localizedPath } from '@/lib/i18n/alternates';
import { type AppUser, getCurrentUser } from './current-user';

/**
 * Server-side guard for signed-in pages (authorization lives in the page, never only in proxy.ts).
 * Sends visitors where the product rules say for that page (docs/product-rules.md) (see SIGNED_OUT_REDIRECT),
 * carrying the page they asked for.
 */
export async function requirePageUser(
  locale: Locale,
  to: { pathname: string; hash?: string },
  from?: string,
): Promise<AppUser> {
  const user = await getCurrentUser(await headers());
  // `from` is the page's own path (unlocalized, with its query): the login modal returns there after
  // sign-in, and a hop through /creator-studio passes it on (lib/config/return-path.ts).
  if (!user)
    redirect(`${localizedPath(locale, to.pathname)}${returnQuery(from)}${to.hash ? `#${to.hash}` : ''}`);
  return user;
}
