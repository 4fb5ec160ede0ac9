import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/lib/config/locales';
import { localizedPath } from '@/lib/i18n/alternates';
import { type AppUser, getCurrentUser } from './current-user';

/**
 * Server-side guard for signed-in pages (authorization lives in the page, never only in proxy.ts).
 * Sends visitors where the product rules say for that page (docs/product-rules.md) (see SIGNED_OUT_REDIRECT).
 */
export async function requirePageUser(
  locale: Locale,
  to: { pathname: string; hash?: string },
): Promise<AppUser> {
  const user = await getCurrentUser(await headers());
  if (!user) redirect(`${localizedPath(locale, to.pathname)}${to.hash ? `#${to.hash}` : ''}`);
  return user;
}
