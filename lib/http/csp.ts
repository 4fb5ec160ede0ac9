import { createHash } from 'node:crypto';

// The Content-Security-Policy of every page (docs/decisions.md). Two script policies:
// - Prerendered pages (built by next.config.ts at build time, no per-request nonce, so they stay
//   static): scripts are same-origin plus 'unsafe-inline'. Next writes each page's data as inline
//   scripts whose text differs per page and per build, and the headers are fixed before the build,
//   so they cannot carry hashes of them.
// - Studio pages (rendered per request anyway; proxy.ts): a fresh nonce per response, which Next
//   puts on its own scripts, plus the hashes of our fixed inline scripts. No 'unsafe-inline'.
// 'unsafe-eval' only where the in-browser HEIC decoder runs (heic-to/emscripten needs it), and in
// `next dev`. A third party is allowed only when its keys are configured, and then only its own
// hosts. No imports beyond node: next.config.ts loads this file before anything is built.

type Env = Record<string, string | undefined>;

const CLOUDFLARE_CHALLENGES = 'https://challenges.cloudflare.com';
const CLERK_IMAGES = 'https://img.clerk.com';
// Clerk's abuse and fraud protection (what @clerk/nextjs's own CSP allows); its hosts use other ports.
const CLERK_PROTECT = 'https://*.protect.clerk.com';
/** lib/analytics/posthog.ts's default (kept equal by the CSP unit test). */
export const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

const set = (v: string | undefined) => v?.trim() || undefined;
const HOSTNAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * The Frontend API host a Clerk instance serves clerk-js from: the publishable key is
 * pk_(test|live)_ + base64("<host>$"), e.g. clerk.example.com for production,
 * <name>.clerk.accounts.dev for development. Null when the key does not say.
 */
export function clerkFrontendHost(publishableKey: string | undefined): string | null {
  const m = /^pk_(?:test|live)_([A-Za-z0-9+/_-]+={0,2})$/.exec(publishableKey?.trim() ?? '');
  if (!m?.[1]) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  if (!decoded.endsWith('$')) return null;
  const host = decoded.slice(0, -1);
  return HOSTNAME.test(host) ? host.toLowerCase() : null;
}

/** Public files on Vercel Blob: the store's own host, from its token (vercel_blob_rw_<store>_<secret>). */
export function vercelBlobOrigin(token: string | undefined): string | null {
  if (!set(token)) return null;
  const store = token?.split('_')[3]?.toLowerCase() ?? '';
  return /^[a-z0-9]+$/.test(store)
    ? `https://${store}.public.blob.vercel-storage.com`
    : 'https://*.public.blob.vercel-storage.com';
}

function posthogOrigin(env: Env): string | null {
  if (!set(env.NEXT_PUBLIC_POSTHOG_KEY)) return null;
  try {
    return new URL(set(env.NEXT_PUBLIC_POSTHOG_HOST) ?? POSTHOG_DEFAULT_HOST).origin;
  } catch {
    return POSTHOG_DEFAULT_HOST;
  }
}

/**
 * Clerk's proxy (NEXT_PUBLIC_CLERK_PROXY_URL, docs/hosted-services.md): when set, clerk-js loads from
 * it and calls the Frontend API through it instead of the key's host. A path on our own origin is
 * 'self' already; an absolute https address is its origin.
 */
export function clerkProxyOrigin(proxyUrl: string | undefined): string | null {
  const v = set(proxyUrl);
  if (!v || v.startsWith('/')) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && HOSTNAME.test(u.hostname) ? u.origin : null;
  } catch {
    return null;
  }
}

export type CspSources = {
  clerk: { frontend: string | null; proxy: string | null } | null;
  turnstile: boolean;
  posthog: string | null;
  blob: string | null;
};

export function cspSources(env: Env): CspSources {
  const clerkKey = set(env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY);
  const frontend = clerkFrontendHost(clerkKey);
  return {
    clerk: clerkKey
      ? {
          frontend: frontend ? `https://${frontend}` : null,
          proxy: clerkProxyOrigin(env.NEXT_PUBLIC_CLERK_PROXY_URL),
        }
      : null,
    turnstile: !!set(env.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
    posthog: posthogOrigin(env),
    blob: vercelBlobOrigin(env.BLOB_READ_WRITE_TOKEN),
  };
}

const list = (...values: (string | null | false | undefined)[]) =>
  [...new Set(values.filter((v): v is string => !!v))].join(' ');

export type CspOptions = {
  /** A per-response nonce: replaces 'unsafe-inline' for scripts (dynamically rendered pages only). */
  nonce?: string;
  /** Hashes ('sha256-…') of fixed inline scripts, allowed next to the nonce. */
  scriptHashes?: readonly string[];
  /** 'unsafe-eval': the page that decodes HEIC in the browser, and `next dev`. */
  allowEval?: boolean;
};

/** The CSP source of an inline script's exact text. */
export const inlineScriptHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function buildCsp(env: Env, opts: CspOptions = {}): string {
  const s = cspSources(env);
  const clerk = s.clerk;
  const challenges = (s.turnstile || !!clerk) && CLOUDFLARE_CHALLENGES;
  const inline = opts.nonce ? [`'nonce-${opts.nonce}'`, ...(opts.scriptHashes ?? [])] : ["'unsafe-inline'"];
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...inline, opts.allowEval && "'unsafe-eval'", 'blob:', clerk?.frontend, clerk?.proxy, clerk && CLERK_PROTECT, challenges)}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', s.blob, clerk && CLERK_IMAGES)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", 'blob:', 'data:', clerk?.frontend, clerk?.proxy, clerk && `${CLERK_PROTECT}:*`, s.posthog, s.blob)}`,
    `frame-src ${list("'self'", challenges, clerk && CLERK_PROTECT)}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
  ].join('; ');
}

/**
 * What the env contributes to a build: the headers (this CSP, HSTS from APP_URL) and everything
 * inlined or written at build time (APP_URL's links, NEXT_PUBLIC_*). scripts/start.sh rebuilds when it
 * changes. Hashed: it is compared, never read back.
 */
export function buildEnvFingerprint(env: Env): string {
  const pub = Object.keys(env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((k) => [k, env[k] ?? '']);
  return createHash('sha256')
    .update(JSON.stringify({ appUrl: env.APP_URL ?? '', pub, csp: buildCsp(env) }))
    .digest('hex');
}
