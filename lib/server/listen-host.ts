import { effectiveAppUrl } from '@/lib/net/app-url';
import { isLoopbackUrl } from '@/lib/net/loopback';

// Where `npm start` (scripts/start.sh) listens. `next start` ignores HOSTNAME and listens on every
// interface unless told otherwise. An embedded install at a loopback APP_URL is a machine of one's
// own: lib/env.ts turns on the free test checkout and drops the bot check for it, so it must not be
// reachable from the network. It listens on APP_URL's loopback address (localhost: 127.0.0.1).
// HOSTNAME, when set, is where to listen; a public APP_URL or a hosted database keeps Next's default.

/** The address to pass `next start -H`, or null for Next's default (every interface). */
export function listenHost(env: Record<string, string | undefined>): string | null {
  const hostname = env.HOSTNAME?.trim();
  if (hostname) return hostname;
  if (env.DATABASE_URL?.trim()) return null;
  // Unset, APP_URL is where the server listens: localhost at PORT (lib/net/app-url.ts).
  const appUrl = effectiveAppUrl(env);
  if (!isLoopbackUrl(appUrl)) return null;
  const host = new URL(appUrl).hostname;
  if (host === '[::1]') return '::1';
  return host === 'localhost' ? '127.0.0.1' : host;
}
