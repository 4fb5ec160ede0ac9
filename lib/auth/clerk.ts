import 'server-only';
import { createClerkClient, verifyToken } from '@clerk/backend';
import { auth } from '@clerk/nextjs/server';
import { env } from '@/lib/env';
import type { Identity } from '@/lib/users/service';

export type ClerkClaims = Record<string, unknown> & { sub: string };

// Clerk's middleware (proxy.ts, lib/auth/clerk-proxy.ts) leaves the request's verified auth state in
// this request header, signed with the secret key; auth() reads it. A forged copy fails that check.
const MIDDLEWARE_RAN = 'x-clerk-auth-status';

function tokenFrom(headers: Headers): string | null {
  const bearer = headers.get('authorization');
  if (bearer?.startsWith('Bearer ')) return bearer.slice(7).trim();
  const m = (headers.get('cookie') ?? '').match(/(?:^|;\s*)__session=([^;]+)/);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/**
 * Offline verification with the instance's PEM public key (CLERK_JWT_KEY): @clerk/nextjs 7 ignores
 * it from the environment, so we pass it explicitly (docs/measurements.md) — no key fetch per request.
 * Only for a request Clerk's middleware did not see (a path outside proxy.ts's matcher, or a route
 * handler called directly in tests): there is no refreshed token to read for it.
 */
async function claimsOfOwnToken(headers: Headers): Promise<ClerkClaims | null> {
  const token = tokenFrom(headers);
  if (!token) return null;
  const e = env();
  try {
    const payload = await verifyToken(token, {
      jwtKey: e.clerk?.jwtKey,
      secretKey: e.clerk?.jwtKey ? undefined : e.clerk?.secretKey,
    });
    return payload as unknown as ClerkClaims;
  } catch {
    return null;
  }
}

/**
 * The caller's session claims, as Clerk's documented Next.js integration gives them: auth() from
 * @clerk/nextjs/server reads what the middleware verified for this request, which is the token
 * Clerk's handshake just refreshed when the browser came back with an expired one (the request's own
 * `__session` cookie still holds the expired token then). docs/hosted-services.md.
 */
export async function clerkSessionClaims(headers: Headers): Promise<ClerkClaims | null> {
  if (!headers.get(MIDDLEWARE_RAN)) return claimsOfOwnToken(headers);
  try {
    const { userId, sessionClaims } = await auth();
    return userId && sessionClaims ? (sessionClaims as unknown as ClerkClaims) : null;
  } catch {
    // A state header that is not the middleware's (no valid signature) names nobody.
    return null;
  }
}

export async function clerkIdentity(headers: Headers): Promise<Identity | null> {
  const claims = await clerkSessionClaims(headers);
  if (!claims) return null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    provider: 'clerk',
    subject: String(claims.sub),
    email: text(claims.email),
    firstName: text(claims.first_name),
    lastName: text(claims.last_name),
    imageUrl: text(claims.image_url),
  };
}

/** Profile details for a first sign-in when the session token carries no custom claims. */
export async function clerkProfile(subject: string): Promise<Partial<Identity>> {
  const clerk = env().clerk;
  if (!clerk?.secretKey) return {};
  try {
    const u = await createClerkClient({ secretKey: clerk.secretKey, apiUrl: clerk.apiUrl }).users.getUser(
      subject,
    );
    return {
      email: u.primaryEmailAddress?.emailAddress ?? null,
      firstName: u.firstName,
      lastName: u.lastName,
      imageUrl: u.imageUrl,
    };
  } catch {
    return {};
  }
}
