import 'server-only';
import { SESSION_HINT_COOKIE } from '@/lib/config/session';
import { env } from '@/lib/env';
import { getEmbeddedAuth } from './embedded';

/**
 * Set-Cookie values that end the browser's embedded session (better-auth's own cookie names, the
 * session snapshot's too, and our signed-in hint): an account deleted from this browser is signed
 * out by the same answer. Clerk's session ends with its user (lib/auth/identity-deletion.ts).
 */
export async function signedOutCookies(): Promise<string[]> {
  const secure = env().appUrl.startsWith('https://') ? '; Secure' : '';
  const gone = (name: string, httpOnly: boolean) =>
    `${name}=; Path=/; Max-Age=0; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure}`;
  const out = [gone(SESSION_HINT_COOKIE, false)];
  if (env().modes.identity !== 'embedded') return out;
  const { authCookies } = await (await getEmbeddedAuth()).$context;
  for (const c of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken])
    if (c?.name) out.push(gone(c.name, true));
  return out;
}
