import { SESSION_HINT_COOKIE } from '@/lib/config/session';
import { usesClerk } from './identity';

/** Clerk's own readable marker: __client_uat is 0 while signed out, a timestamp while signed in. */
const CLERK_HINT = /(?:^|;\s*)__client_uat=[1-9]/;
const EMBEDDED_HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1`);

/**
 * The same test as an inline script that runs before the header is parsed (components/layout/
 * session-flag.tsx): `<html data-session>` shows the signed-in header's placeholder instead of the
 * Login / Sign up buttons, so neither state flashes before the scripts arrive.
 */
export const SESSION_FLAG_SCRIPT = `if(${(usesClerk ? CLERK_HINT : EMBEDDED_HINT).toString()}.test(document.cookie))document.documentElement.dataset.session=''`;

/** Fired when a session starts or ends in this tab: the header's island re-reads the hint. */
export const SESSION_EVENT = 'stickerfy:session';

/** True when the browser may have a session; false means "certainly signed out": no need to ask. */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return (usesClerk ? CLERK_HINT : EMBEDDED_HINT).test(document.cookie);
}

/** Shows the state the header should paint: the signed-in placeholder or the visitor's buttons. */
export function setSessionFlag(on: boolean) {
  if (typeof document === 'undefined') return;
  if (on) document.documentElement.dataset.session = '';
  else delete document.documentElement.dataset.session;
}

export function setSessionHint(on: boolean) {
  if (!usesClerk) {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain flag the server also writes (lib/auth/embedded.ts)
    document.cookie = on
      ? `${SESSION_HINT_COOKIE}=1; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`
      : `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  }
  notifySessionChanged();
}

export function notifySessionChanged() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}
