import 'server-only';
import type { UserRow } from '@/lib/users/service';

// Who is calling, as the route wrapper hands it to handlers. lib/http is the lower layer: lib/auth
// builds on it (its handler reads bodies and client addresses) and resolves sessions and tokens, so
// the wrapper cannot import lib/auth; the server's wiring (lib/server/wiring.ts) registers auth's
// resolver here at start. On globalThis: Next bundles instrumentation and route handlers apart.

export type AppUser = UserRow;
export type CallerResolver = (headers: Headers) => Promise<AppUser | null>;

const g = globalThis as unknown as { __stickerCallerResolver?: CallerResolver };

export function setCallerResolver(resolve: CallerResolver) {
  g.__stickerCallerResolver = resolve;
}

/** The signed-in user behind a request's cookie or bearer token, or null. */
export function resolveCaller(headers: Headers): Promise<AppUser | null> {
  const resolve = g.__stickerCallerResolver;
  if (!resolve) throw new Error('No caller resolver: lib/server/wiring.ts registers it at start');
  return resolve(headers);
}
