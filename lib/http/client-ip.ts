import 'server-only';
import { env } from '@/lib/env';
import { cidrMatcher, normalizeIp } from '@/lib/net/cidr';

// The one answer to "which address is this client?" for per-IP limits (promo codes, sign-in and
// sign-up through better-auth). A client can send any X-Forwarded-For: `next start` passes it
// through and only fills it in when absent (docs/measurements.md), so it is never trusted on its own.
//
// - socket (default): the TCP peer, which lib/server/peer-address.ts writes into PEER_HEADER for
//   every request (overwriting whatever the client sent under that name);
// - TRUSTED_PROXIES: when the peer is one of our proxies, X-Forwarded-For walked from the right,
//   skipping our own hops; the first address we do not run is the client;
// - Vercel (VERCEL=1): the platform overwrites x-forwarded-for with the client it saw.

/** Written by our server hook from the socket; a client-sent value never survives. */
export const PEER_HEADER = 'x-stickerfy-peer';
/** The resolved address, as handed to better-auth (advanced.ipAddress.ipAddressHeaders). */
export const CLIENT_IP_HEADER = 'x-stickerfy-client-ip';

// On globalThis: instrumentation sets the flag and every route bundle, with its own copy of this
// module, reads it.
const g = globalThis as unknown as { __stickerPeerHook?: boolean };

/** Set by the server hook: only then is PEER_HEADER ours and not the client's. */
export const markPeerHeaderInstalled = () => {
  g.__stickerPeerHook = true;
};

/** Tests stand in for the server hook. */
export const peerHeaderInstalled = () => g.__stickerPeerHook === true;

let cached: { key: string; isTrusted: (ip: string) => boolean } | undefined;
function trusted(entries: readonly string[]) {
  const key = entries.join(',');
  if (cached?.key !== key) cached = { key, isTrusted: cidrMatcher(entries) };
  return cached.isTrusted;
}

function forwardedChain(headers: Headers): string[] {
  return (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The client's address, or null when it cannot be known (then limits share one bucket). */
export function clientIp(headers: Headers): string | null {
  const { source, trustedProxies } = env().clientIp;
  if (source === 'vercel') {
    const first = forwardedChain(headers)[0];
    return normalizeIp(headers.get('x-real-ip') ?? first ?? '');
  }
  const peer = peerHeaderInstalled() ? normalizeIp(headers.get(PEER_HEADER) ?? '') : null;
  if (!peer || source === 'socket') return peer;
  const isTrusted = trusted(trustedProxies);
  if (!isTrusted(peer)) return peer;
  const chain = forwardedChain(headers);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeIp(chain[i] as string);
    if (!hop) return null; // a hop our proxy would never write: refuse to guess
    if (!isTrusted(hop)) return hop;
  }
  // Every hop is ours (or there is none): the leftmost is as far as we can see.
  return normalizeIp(chain[0] ?? '') ?? peer;
}

/** Whether the request reached us through a proxy we run (Vercel, or a TRUSTED_PROXIES peer). */
export function viaTrustedProxy(headers: Headers): boolean {
  const { source, trustedProxies } = env().clientIp;
  if (source === 'vercel') return true;
  if (source !== 'proxies' || !peerHeaderInstalled()) return false;
  const peer = normalizeIp(headers.get(PEER_HEADER) ?? '');
  return !!peer && trusted(trustedProxies)(peer);
}

/**
 * The host the client asked for. X-Forwarded-Host is a client's word like X-Forwarded-For, so it
 * counts only under the same rule (docs/decisions.md): written by a proxy we trust; otherwise Host.
 */
export function requestHost(headers: Headers): string | null {
  const forwarded = viaTrustedProxy(headers) ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : '';
  return forwarded || headers.get('host');
}
