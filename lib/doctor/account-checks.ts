import { createPublicKey } from 'node:crypto';
import type { Env } from '@/lib/env';
import { field, probe, seen, trimSlash } from './probe';
import { fail, ok, off, type Verdict } from './report';

const CLERK = 'Clerk';

/** pk_test_/pk_live_ followed by base64 of the frontend API host and a closing '$'. */
function frontendApiOf(publishableKey: string): string | null {
  const m = publishableKey.match(/^pk_(test|live)_(.+)$/);
  if (!m?.[2]) return null;
  const decoded = Buffer.from(m[2], 'base64').toString('utf8');
  return decoded.endsWith('$') ? decoded.slice(0, -1) : null;
}

function modulusOf(pem: string): string | null {
  try {
    const jwk = createPublicKey(pem).export({ format: 'jwk' });
    return typeof jwk.n === 'string' ? jwk.n : null;
  } catch {
    return null;
  }
}

/** The keys belong together: the secret key reads the instance's JWKS, and CLERK_JWT_KEY is one of its keys. */
export async function checkClerk(e: Env): Promise<Verdict> {
  if (!e.clerk) return off(CLERK, 'not configured (embedded e-mail and password accounts)');
  const host = frontendApiOf(e.clerk.publishableKey);
  if (!host)
    return fail(
      CLERK,
      'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY is not a Clerk publishable key (pk_test_… or pk_live_…).',
    );
  const base = trimSlash(e.clerk.apiUrl ?? 'https://api.clerk.com');
  const jwks = await probe(`${base}/v1/jwks`, { headers: { authorization: `Bearer ${e.clerk.secretKey}` } });
  if (jwks.status === 401 || jwks.status === 403)
    return fail(CLERK, `CLERK_SECRET_KEY is refused (${seen(jwks)}): copy the secret key of this instance.`);
  const keys = field(jwks.body, 'keys');
  if (jwks.status !== 200 || !Array.isArray(keys))
    return fail(CLERK, `JWKS check failed: ${seen(jwks)}; check CLERK_SECRET_KEY and CLERK_API_URL.`);
  if (e.clerk.jwtKey) {
    const n = modulusOf(e.clerk.jwtKey);
    if (!n)
      return fail(
        CLERK,
        'CLERK_JWT_KEY is not a PEM public key: copy it from the dashboard (API keys → JWT public key).',
      );
    if (!keys.some((k) => field(k, 'n') === n))
      return fail(
        CLERK,
        "CLERK_JWT_KEY is not one of this instance's keys: copy the JWT public key of the same instance.",
      );
  }
  const secretMode = e.clerk.secretKey.startsWith('sk_live_') ? 'live' : 'test';
  if (!e.clerk.publishableKey.startsWith(`pk_${secretMode}_`))
    return fail(
      CLERK,
      `CLERK_SECRET_KEY is a ${secretMode} key but NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY is not: use keys of one instance.`,
    );
  // Without it /api/webhooks/clerk answers 404, so profile changes and deletions in Clerk never reach us.
  if (!e.clerk.webhookSecret)
    return fail(
      CLERK,
      `CLERK_WEBHOOK_SECRET is missing: register ${e.appUrl}/api/webhooks/clerk for user.updated and user.deleted and copy its signing secret.`,
    );
  if (!e.clerk.webhookSecret.startsWith('whsec_'))
    return fail(CLERK, "CLERK_WEBHOOK_SECRET is not a signing secret (whsec_…): copy the endpoint's.");
  return ok(
    CLERK,
    `${secretMode} instance ${host}, ${keys.length} signing key(s)${e.clerk.jwtKey ? ', CLERK_JWT_KEY matches' : ''}`,
  );
}
