import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { getDb } from '@/lib/db';
import { authAccount, authSession, authUser, authVerification } from '@/lib/db/schema';
import { env, isLoopbackUrl } from '@/lib/env';
import { AUTH_LIMITS, signUpSchema } from '@/lib/contracts/auth';
import { CLIENT_IP_HEADER } from '@/lib/http/client-ip';
import { authRateLimitStorage } from '@/lib/limits/counters';
import { SESSION_HINT_COOKIE } from '@/lib/config/session';
import { resolveAsync } from '@/lib/registry/slots';
import { checkProfileBody, ownImagePrefixes, storedSessionFields, storedUserFields } from './profile-rules';
import { passwordHashing } from './test-password-hashing';

// Embedded mode keeps a generated secret next to its data so sessions survive restarts.
function secret(): string {
  const e = env();
  if (e.embeddedAuth.secret) return e.embeddedAuth.secret;
  const file = path.resolve(e.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const value = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, value, { mode: 0o600 });
    return value;
  }
}

// The same password rule as the sign-up form (lib/contracts/auth.ts), enforced on the server too.
function enforcePasswordRules(path: string, body: Record<string, unknown> | undefined) {
  const field = path === '/sign-up/email' ? 'password' : path === '/change-password' ? 'newPassword' : null;
  if (!field) return;
  const r = signUpSchema.shape.password.safeParse(body?.[field]);
  if (!r.success) {
    const key = r.error.issues[0]?.message ?? 'passwordTooShort';
    const code =
      {
        passwordNeedsLetter: 'PASSWORD_NEEDS_LETTER',
        passwordNeedsDigit: 'PASSWORD_NEEDS_DIGIT',
        passwordTooLong: 'PASSWORD_TOO_LONG',
      }[key] ?? 'PASSWORD_TOO_SHORT';
    throw new APIError('BAD_REQUEST', { message: key, code });
  }
}

// The password rule, then the sign-up form's name and picture rules on every profile write
// (lib/auth/profile-rules.ts), whose trimmed names replace the body's.
const enforceFormRules = createAuthMiddleware(async (ctx) => {
  enforcePasswordRules(ctx.path, ctx.body as Record<string, unknown> | undefined);
  const body = checkProfileBody(ctx.path, ctx.body, ownImagePrefixes(env().appUrl));
  if (body) return { context: { body } };
});

const SESSION_SECONDS = 60 * 60 * 24 * 30;
/**
 * How long a signed session snapshot in a cookie stands in for the database (better-auth's cookie
 * cache): session checks within it cost no query. Revocation still works: signing out deletes the
 * snapshot with the session, and a session revoked elsewhere (another device's sign-out, a password
 * change, a deleted account) stops working within this many seconds, when the snapshot must be
 * renewed from the database and the session is no longer there.
 */
export const SESSION_SNAPSHOT_SECONDS = 60;

// The readable signed-in hint (lib/config/session.ts) follows the session: set with each new one,
// removed on sign-out.
const syncSessionHint = createAuthMiddleware(async (ctx) => {
  const secure = env().appUrl.startsWith('https://');
  if (ctx.context.newSession) {
    ctx.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', maxAge: SESSION_SECONDS, sameSite: 'lax', secure });
  } else if (ctx.path === '/sign-out' || ctx.path === '/delete-user') {
    ctx.setCookie(SESSION_HINT_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
  }
});

/**
 * APP_URL's origin. On a machine of one's own (APP_URL itself a loopback address) both localhost and
 * 127.0.0.1 too, at APP_URL's port and the request's, since people type either (under next start the
 * request URL says localhost even for a 127.0.0.1 visitor). A public deployment trusts APP_URL only:
 * behind a proxy its request URL is http://localhost:PORT too, and that must not make a page on the
 * visitor's own machine a trusted origin (docs/decisions.md).
 */
export function trustedOriginsFor(appUrl: string, requestUrl?: string): string[] {
  const origins = new Set([new URL(appUrl).origin]);
  if (!isLoopbackUrl(appUrl)) return [...origins];
  for (const raw of [appUrl, requestUrl]) {
    if (!raw || !isLoopbackUrl(raw)) continue;
    const u = new URL(raw);
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${u.protocol}//${host}${u.port ? `:${u.port}` : ''}`);
  }
  return [...origins];
}

async function create() {
  const db = await getDb();
  const e = env();
  const rateLimitMax = e.embeddedAuth.rateLimit;
  return betterAuth({
    secret: secret(),
    baseURL: e.appUrl,
    trustedOrigins: (req) => trustedOriginsFor(e.appUrl, req?.url),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      password: passwordHashing(),
    },
    user: {
      // The profile fields as they are read back: within the rules whatever a row holds.
      additionalFields: storedUserFields(ownImagePrefixes(e.appUrl)),
    },
    session: {
      additionalFields: storedSessionFields,
      expiresIn: SESSION_SECONDS,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: true, maxAge: SESSION_SNAPSHOT_SECONDS },
    },
    // Per client address (the one lib/http/client-ip.ts resolves and handleAuthRequest passes on),
    // counted in the database so every instance shares the limit. AUTH_RATE_LIMIT is per minute,
    // for sign-in and sign-up too (better-auth's own rule for them would be 3 per 10 s).
    rateLimit: {
      enabled: rateLimitMax > 0,
      window: 60,
      max: Math.max(rateLimitMax, 1),
      customRules: {
        '/sign-in/*': { window: 60, max: Math.max(rateLimitMax, 1) },
        '/sign-up/*': { window: 60, max: Math.max(rateLimitMax, 1) },
      },
      customStorage: authRateLimitStorage(db),
    },
    advanced: {
      cookiePrefix: 'sticker',
      useSecureCookies: e.appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: enforceFormRules, after: syncSessionHint },
    plugins: [bearer(), nextCookies()],
  });
}

export type EmbeddedAuth = Awaited<ReturnType<typeof create>>;
declare module '@/lib/registry/slots' {
  interface Slots {
    embeddedAuth: EmbeddedAuth;
  }
}

/** The embedded accounts' better-auth instance, one per process (kept by lib/registry). */
export function getEmbeddedAuth(): Promise<EmbeddedAuth> {
  return resolveAsync('embeddedAuth', create);
}
