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
const enforcePasswordRules = createAuthMiddleware(async (ctx) => {
  const field =
    ctx.path === '/sign-up/email' ? 'password' : ctx.path === '/change-password' ? 'newPassword' : null;
  if (!field) return;
  const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
  const r = signUpSchema.shape.password.safeParse(value);
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
});

/**
 * APP_URL's origin; on a machine of one's own (a loopback address) both localhost and 127.0.0.1 at
 * that port too, since people type either (under next start the request URL says localhost even
 * for a 127.0.0.1 visitor). A public deployment trusts APP_URL only.
 */
export function trustedOriginsFor(appUrl: string, requestUrl?: string): string[] {
  const origins = new Set([new URL(appUrl).origin]);
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
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: rateLimitMax > 0, window: 60, max: Math.max(rateLimitMax, 1), storage: 'memory' },
    advanced: { cookiePrefix: 'sticker', useSecureCookies: e.appUrl.startsWith('https://') },
    hooks: { before: enforcePasswordRules },
    plugins: [bearer(), nextCookies()],
  });
}

export type EmbeddedAuth = Awaited<ReturnType<typeof create>>;
const g = globalThis as unknown as { __stickerAuth?: Promise<EmbeddedAuth> };

export function getEmbeddedAuth(): Promise<EmbeddedAuth> {
  g.__stickerAuth ??= create().catch((err) => {
    g.__stickerAuth = undefined;
    throw err;
  });
  return g.__stickerAuth;
}
