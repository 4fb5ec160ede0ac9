import 'server-only';
import { createClerkClient, verifyToken } from '@clerk/backend';
import { env } from '@/lib/env';
import type { Identity } from '@/lib/users/service';

function tokenFrom(headers: Headers): string | null {
  const auth = headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  const cookie = headers.get('cookie') ?? '';
  const m = cookie.match(/(?:^|;\s*)__session=([^;]+)/);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/**
 * Offline verification with the instance's PEM public key (CLERK_JWT_KEY): @clerk/nextjs 7 ignores
 * it from the environment, so we pass it explicitly (docs/measurements.md) — no key fetch per request.
 */
export async function clerkIdentity(headers: Headers): Promise<Identity | null> {
  const token = tokenFrom(headers);
  if (!token) return null;
  const e = env();
  try {
    const payload = await verifyToken(token, {
      jwtKey: e.clerk?.jwtKey,
      secretKey: e.clerk?.jwtKey ? undefined : e.clerk?.secretKey,
    });
    const claims = payload as Record<string, unknown>;
    return {
      provider: 'clerk',
      subject: String(payload.sub),
      email: typeof claims.email === 'string' ? claims.email : null,
      firstName: typeof claims.first_name === 'string' ? claims.first_name : null,
      lastName: typeof claims.last_name === 'string' ? claims.last_name : null,
      imageUrl: typeof claims.image_url === 'string' ? claims.image_url : null,
    };
  } catch {
    return null;
  }
}

/** Profile details for a first sign-in when the session token carries no custom claims. */
export async function clerkProfile(subject: string): Promise<Partial<Identity>> {
  const secretKey = env().clerk?.secretKey;
  if (!secretKey) return {};
  try {
    const u = await createClerkClient({ secretKey }).users.getUser(subject);
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
