import 'server-only';
import { z } from 'zod';
import { SITE } from '@/lib/config/site';
import { parseCidr } from '@/lib/net/cidr';
import { defaultAppUrl } from '@/lib/net/app-url';
import { isLoopbackUrl } from '@/lib/net/loopback';

// The one place environment variables are read (docs/architecture.md). Each concern is either the embedded
// default (nothing set) or a hosted service (all of its variables set). Half a configuration fails.
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_URL: optional,
  PORT: optional, // where `npm start` listens; APP_URL's default follows it (and HOSTNAME)
  HOSTNAME: optional,
  DATA_DIR: optional,
  DATABASE_URL: optional,
  BLOB_READ_WRITE_TOKEN: optional,
  BLOB_PRIVATE_READ_WRITE_TOKEN: optional, // the private store (lib/storage/vercel.ts): uploads, tiles, private stickers
  BETTER_AUTH_SECRET: optional,
  CLERK_SECRET_KEY: optional,
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: optional,
  CLERK_JWT_KEY: optional,
  CLERK_WEBHOOK_SECRET: optional, // signs Clerk's user.updated/user.deleted calls (app/api/webhooks/clerk)
  CLERK_WEBHOOK_SIGNING_SECRET: optional, // the same secret under the name Clerk's dashboard now gives it
  INNGEST_EVENT_KEY: optional,
  INNGEST_SIGNING_KEY: optional,
  INNGEST_DEV: optional,
  REPLICATE_API_TOKEN: optional,
  REPLICATE_BASE_URL: optional,
  REPLICATE_WEBHOOK_SECRET: optional, // else read once from Replicate's API with the token
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_WEBHOOK_SECRET: optional,
  TELEGRAM_BOT_USERNAME: optional,
  TELEGRAM_API_BASE: optional, // the Bot API's address: a local fake in tests, or a self-hosted Bot API server
  CLERK_API_URL: optional, // Clerk's backend API (the SDK reads it too); a local fake for npm run doctor's tests
  VERCEL_BLOB_API_URL: optional, // Vercel Blob's API (the SDK reads it itself); set only for a local fake
  INNGEST_API_BASE_URL: optional, // Inngest's REST API (npm run doctor); a local fake in tests
  TURNSTILE_SECRET_KEY: optional,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: optional,
  TURNSTILE_VERIFY_URL: optional, // tests point the siteverify call at a local fake
  ALLOW_TEST_CHECKOUT: optional,
  ALLOW_NO_CAPTCHA: optional,
  E2E_PROMO_CODES: optional, // test-only promo codes 'CODE:credits,…' (embedded database only)
  AUTH_RATE_LIMIT: optional,
  TRUSTED_PROXIES: optional, // comma-separated IPs/CIDRs of our own reverse proxies (X-Forwarded-For)
  VERCEL: optional, // set by the Vercel platform, whose x-forwarded-for is its own
  JOB_LEASE_SECONDS: optional,
  ADMIN_EMAILS: optional, // comma-separated: who may open the moderation page (lib/moderation/admin.ts)
});

export type Mode = 'embedded' | 'hosted';

/**
 * APP_URL's default with nothing set. Every absolute link (canonical, sitemap, robots, emails) reads
 * env().appUrl: APP_URL when set, else where the server listens (lib/net/app-url.ts: PORT, HOSTNAME).
 */
export const DEFAULT_APP_URL = 'http://localhost:3000';

export { isLoopbackUrl };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function pair(raw: Raw, concern: string, names: (keyof Raw)[]): Mode {
  const set = names.filter((n) => raw[n] !== undefined);
  if (set.length === 0) return 'embedded';
  if (set.length === names.length) return 'hosted';
  const missing = names.filter((n) => raw[n] === undefined);
  throw new ConfigError(
    `${concern}: ${set.join(', ')} is set but ${missing.join(', ')} is missing. Set all of them for the hosted service, or none for the embedded default.`,
  );
}

type Raw = z.infer<typeof schema>;

export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const raw = schema.parse(source);
  const database = raw.DATABASE_URL ? 'hosted' : 'embedded';
  const identity = pair(raw, 'Identity (Clerk)', ['CLERK_SECRET_KEY', 'NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY']);
  const jobs: Mode = raw.INNGEST_DEV
    ? 'hosted'
    : pair(raw, 'Jobs (Inngest)', ['INNGEST_EVENT_KEY', 'INNGEST_SIGNING_KEY']);
  const payments = pair(raw, 'Card payments (Stripe)', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const bot = pair(raw, 'Telegram bot', ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_WEBHOOK_SECRET']);
  const captcha = pair(raw, 'Bot check (Turnstile)', [
    'TURNSTILE_SECRET_KEY',
    'NEXT_PUBLIC_TURNSTILE_SITE_KEY',
  ]);
  const storage = pair(raw, 'Files (Vercel Blob)', [
    'BLOB_READ_WRITE_TOKEN',
    'BLOB_PRIVATE_READ_WRITE_TOKEN',
  ]);
  const ai: Mode = raw.REPLICATE_API_TOKEN ? 'hosted' : 'embedded';

  const embeddedDb = database === 'embedded';
  const appUrl = (raw.APP_URL ?? defaultAppUrl({ PORT: raw.PORT, HOSTNAME: raw.HOSTNAME })).replace(
    /\/+$/,
    '',
  );
  // The free test checkout and the missing bot check exist for a machine of one's own: an embedded
  // database served at a loopback address. Anywhere public they need an explicit ALLOW_* flag.
  const privateInstall = embeddedDb && isLoopbackUrl(appUrl);
  const testCheckout = payments === 'embedded' && (privateInstall || raw.ALLOW_TEST_CHECKOUT === '1');
  const noCaptcha = captcha === 'embedded' && (privateInstall || raw.ALLOW_NO_CAPTCHA === '1');
  if (captcha === 'embedded' && !noCaptcha) {
    throw new ConfigError(
      `Bot check: ${embeddedDb ? `APP_URL ${appUrl} is public` : 'a hosted database'}: set Turnstile (TURNSTILE_SECRET_KEY + NEXT_PUBLIC_TURNSTILE_SITE_KEY) or ALLOW_NO_CAPTCHA=1.`,
    );
  }
  if (raw.NODE_ENV === 'production' && !embeddedDb && identity === 'embedded' && !raw.BETTER_AUTH_SECRET) {
    throw new ConfigError('Identity: a hosted database with embedded accounts needs BETTER_AUTH_SECRET.');
  }

  const trustedProxies = (raw.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const badProxy = trustedProxies.find((p) => !parseCidr(p));
  if (badProxy) throw new ConfigError(`TRUSTED_PROXIES: "${badProxy}" is not an IP address or CIDR range.`);
  const jobLeaseSeconds = Number(raw.JOB_LEASE_SECONDS ?? 60);
  if (!Number.isInteger(jobLeaseSeconds) || jobLeaseSeconds < 2)
    throw new ConfigError('JOB_LEASE_SECONDS must be a whole number of seconds, at least 2.');

  // Typed configuration per hosted service: present exactly when the service is (all-or-none above).
  const need = (v: string | undefined) => v as string;
  return {
    dataDir: raw.DATA_DIR ?? '.data',
    appUrl,
    database: database === 'hosted' ? { url: need(raw.DATABASE_URL) } : null,
    blob:
      storage === 'hosted'
        ? {
            token: need(raw.BLOB_READ_WRITE_TOKEN),
            privateToken: need(raw.BLOB_PRIVATE_READ_WRITE_TOKEN),
            apiUrl: raw.VERCEL_BLOB_API_URL,
          }
        : null,
    clerk:
      identity === 'hosted'
        ? {
            secretKey: need(raw.CLERK_SECRET_KEY),
            publishableKey: need(raw.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY),
            jwtKey: raw.CLERK_JWT_KEY,
            webhookSecret: raw.CLERK_WEBHOOK_SIGNING_SECRET ?? raw.CLERK_WEBHOOK_SECRET,
            apiUrl: raw.CLERK_API_URL,
          }
        : null,
    embeddedAuth: { secret: raw.BETTER_AUTH_SECRET, rateLimit: Number(raw.AUTH_RATE_LIMIT ?? 20) },
    inngest:
      jobs === 'hosted'
        ? {
            dev: raw.INNGEST_DEV,
            eventKey: raw.INNGEST_EVENT_KEY,
            signingKey: raw.INNGEST_SIGNING_KEY,
            apiBase: raw.INNGEST_API_BASE_URL,
          }
        : null,
    replicate:
      ai === 'hosted'
        ? {
            token: need(raw.REPLICATE_API_TOKEN),
            baseUrl: raw.REPLICATE_BASE_URL,
            webhookSecret: raw.REPLICATE_WEBHOOK_SECRET,
          }
        : null,
    stripe:
      payments === 'hosted'
        ? {
            secretKey: need(raw.STRIPE_SECRET_KEY),
            webhookSecret: need(raw.STRIPE_WEBHOOK_SECRET),
            apiBase: raw.STRIPE_API_BASE,
          }
        : null,
    stripeApiBase: raw.STRIPE_API_BASE,
    telegram:
      bot === 'hosted'
        ? {
            token: need(raw.TELEGRAM_BOT_TOKEN),
            webhookSecret: need(raw.TELEGRAM_WEBHOOK_SECRET),
            apiBase: raw.TELEGRAM_API_BASE,
            /** As configured; getMe has the last word (npm run doctor compares them). */
            username: raw.TELEGRAM_BOT_USERNAME?.replace(/^@/, ''),
          }
        : null,
    /** The one source of the bot's username: every deep link and set name uses it (else our public bot). */
    telegramBotUsername: (raw.TELEGRAM_BOT_USERNAME ?? SITE.botUsername).replace(/^@/, ''),
    turnstile:
      captcha === 'hosted'
        ? {
            secretKey: need(raw.TURNSTILE_SECRET_KEY),
            siteKey: need(raw.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
            verifyUrl: raw.TURNSTILE_VERIFY_URL,
          }
        : null,
    e2ePromoCodes: raw.E2E_PROMO_CODES,
    /** Where the client address comes from (lib/http/client-ip.ts). */
    clientIp: {
      source: raw.VERCEL === '1' ? 'vercel' : trustedProxies.length ? 'proxies' : 'socket',
      trustedProxies,
    } as const,
    jobLeaseSeconds,
    adminEmails: (raw.ADMIN_EMAILS ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
    modes: { database, storage, identity, jobs, ai, payments, bot, captcha } as const,
    testCheckout,
    noCaptcha,
    purchasesEnabled: payments === 'hosted' || testCheckout,
  };
}

export type Env = ReturnType<typeof loadEnv>;

let cached: Env | undefined;
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}

/** The next env() call reads process.env again (registry.reload/reset, when tests change it). */
export function forgetEnv() {
  cached = undefined;
}

export function describeModes(e: Env): string[] {
  const m = e.modes;
  return [
    `database: ${m.database === 'hosted' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${e.dataDir}/pglite`}`,
    `files: ${m.storage === 'hosted' ? 'Vercel Blob' : `local disk at ${e.dataDir}/blobs`}`,
    `identity: ${m.identity === 'hosted' ? 'Clerk' : 'embedded email + password accounts'}`,
    `jobs: ${m.jobs === 'hosted' ? 'Inngest' : 'in-process runner'}`,
    `image and text AI: ${m.ai === 'hosted' ? 'Replicate' : 'local CPU pipeline'}`,
    `card payments: ${m.payments === 'hosted' ? 'Stripe' : e.testCheckout ? 'local test checkout' : `disabled (Purchases are temporarily disabled.)${m.database === 'embedded' ? ` — APP_URL ${e.appUrl} is public: configure Stripe, or ALLOW_TEST_CHECKOUT=1 on purpose` : ''}`}`,
    `telegram bot: ${m.bot === 'hosted' ? 'on (webhook)' : 'off (Add to Telegram offers the ZIPs and the pack link; Stars offer the card)'}`,
    `promo bot check: ${m.captcha === 'hosted' ? 'Cloudflare Turnstile' : 'off'}`,
    `client IP: ${
      e.clientIp.source === 'vercel'
        ? "Vercel's x-forwarded-for"
        : e.clientIp.source === 'proxies'
          ? `X-Forwarded-For through TRUSTED_PROXIES ${e.clientIp.trustedProxies.join(', ')}`
          : 'the socket address (X-Forwarded-For ignored; set TRUSTED_PROXIES behind a proxy)'
    }`,
  ];
}
