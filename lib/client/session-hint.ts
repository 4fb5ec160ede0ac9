import { SESSION_HINT_COOKIE } from '@/lib/config/session';
import { usesClerk } from './identity';

/** True when the browser may have a session; false means "certainly signed out": no need to ask. */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  const cookies = document.cookie;
  // Clerk's own readable marker: __client_uat is 0 while signed out, a timestamp while signed in.
  if (usesClerk) return /(?:^|;\s*)__client_uat=[1-9]/.test(cookies);
  return new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1`).test(cookies);
}

export function setSessionHint(on: boolean) {
  if (usesClerk) return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain flag the server also writes (lib/auth/embedded.ts)
  document.cookie = on
    ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`
    : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
