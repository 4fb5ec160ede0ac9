import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_EVENT_HANDLERS } from '@/app/api/webhooks/stripe/handlers';
import { STRIPE_WEBHOOK_EVENTS } from '@/lib/config/stripe-events';
import { formatVerdict } from '@/lib/doctor/report';
import { runDoctor } from '@/lib/doctor/run';
import { pgTemplate, withDatabase } from '../helpers/global-setup';
import { CLERK_JWT_KEY, type FakeState, GOOD, startFakeServices } from '../helpers/fake-services';

// npm run doctor against local fakes of every hosted service and a real PostgreSQL: each ✓ line, and
// each ✗ line naming what to fix.
const APP = 'https://stickers.example';
const admin = process.env.TEST_DATABASE_URL as string;
const state: FakeState = { stripeEndpoints: [], webhook: { url: '' } };
let fake: Awaited<ReturnType<typeof startFakeServices>>;
let migratedUrl = '';
let emptyUrl = '';
const made: string[] = [];

async function database(template: string | null): Promise<string> {
  const name = `doctor_${randomBytes(5).toString('hex')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await sql.end();
  made.push(name);
  return withDatabase(admin, name);
}

function healthy(): Record<string, string> {
  const clerkPk = `pk_test_${Buffer.from('clerk.stickers.example$').toString('base64')}`;
  return {
    NODE_ENV: 'test',
    APP_URL: APP,
    DATABASE_URL: migratedUrl,
    BLOB_READ_WRITE_TOKEN: GOOD.blob,
    BLOB_PRIVATE_READ_WRITE_TOKEN: GOOD.blobPrivate,
    CLERK_SECRET_KEY: GOOD.clerkSecret,
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: clerkPk,
    CLERK_JWT_KEY,
    CLERK_WEBHOOK_SECRET: 'whsec_Y2xlcmstd2ViaG9vaw==',
    CLERK_API_URL: `${fake.base}/clerk`,
    INNGEST_EVENT_KEY: 'event-key',
    INNGEST_SIGNING_KEY: GOOD.inngest,
    INNGEST_API_BASE_URL: `${fake.base}/inngest`,
    REPLICATE_API_TOKEN: GOOD.replicate,
    REPLICATE_BASE_URL: `${fake.base}/replicate/v1`,
    STRIPE_SECRET_KEY: GOOD.stripe,
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_API_BASE: `${fake.base}/stripe`,
    TELEGRAM_BOT_TOKEN: GOOD.bot,
    TELEGRAM_WEBHOOK_SECRET: 'tg-secret',
    TELEGRAM_API_BASE: `${fake.base}/telegram`,
    TURNSTILE_SECRET_KEY: GOOD.turnstile,
    NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAA',
    TURNSTILE_VERIFY_URL: `${fake.base}/turnstile`,
  };
}

async function lines(change: Record<string, string | undefined> = {}): Promise<string[]> {
  return (await runDoctor({ ...healthy(), ...change })).map(formatVerdict);
}
const lineOf = (all: string[], service: string) =>
  all.find((l) => l.slice(2).startsWith(`${service}:`)) ?? '';

beforeAll(async () => {
  fake = await startFakeServices(state);
  process.env.VERCEL_BLOB_API_URL = `${fake.base}/blob`; // the Blob SDK reads it itself
  migratedUrl = await database(pgTemplate());
  emptyUrl = await database(null);
});
afterAll(async () => {
  delete process.env.VERCEL_BLOB_API_URL;
  await fake.close();
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  for (const name of made) await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql.end();
});

it('the doctor asks Stripe for exactly the events our webhook handles', () => {
  expect([...STRIPE_WEBHOOK_EVENTS].sort()).toEqual(Object.keys(STRIPE_EVENT_HANDLERS).sort());
});

describe.skipIf(!admin)('npm run doctor', () => {
  it('prints one ✓ line per service when everything is set up', async () => {
    state.stripeEndpoints = [
      { url: `${APP}/api/webhooks/stripe`, status: 'enabled', enabled_events: [...STRIPE_WEBHOOK_EVENTS] },
    ];
    state.webhook = { url: `${APP}/api/webhooks/telegram` };
    const all = await lines();
    expect(all).toHaveLength(8);
    for (const line of all) expect(line, line).toMatch(/^✓ /);
    expect(lineOf(all, 'Telegram')).toBe(
      `✓ Telegram: @RealStickerBot, webhook at ${APP}/api/webhooks/telegram`,
    );
    expect(lineOf(all, 'Clerk')).toContain('CLERK_JWT_KEY matches');
    expect(lineOf(all, 'PostgreSQL')).toMatch(/reachable, \d+ migrations applied/);
  });

  it('names the variable to fix for each refused credential', async () => {
    const bad = await lines({
      REPLICATE_API_TOKEN: 'r8_bad',
      STRIPE_SECRET_KEY: 'sk_test_bad',
      TELEGRAM_BOT_TOKEN: '1:bad',
      CLERK_SECRET_KEY: 'sk_test_bad',
      INNGEST_SIGNING_KEY: 'signkey-test-ffff',
      TURNSTILE_SECRET_KEY: 'ts-bad',
      BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_Store_bad',
      DATABASE_URL: emptyUrl,
    });
    const expected: [string, string][] = [
      ['Replicate', 'REPLICATE_API_TOKEN'],
      ['Stripe', 'STRIPE_SECRET_KEY'],
      ['Telegram', 'TELEGRAM_BOT_TOKEN'],
      ['Clerk', 'CLERK_SECRET_KEY'],
      ['Inngest', 'INNGEST_SIGNING_KEY'],
      ['Turnstile', 'TURNSTILE_SECRET_KEY'],
      ['Vercel Blob', 'BLOB_READ_WRITE_TOKEN'],
      ['PostgreSQL', 'npm run db:migrate'],
    ];
    for (const [service, fix] of expected) {
      const line = lineOf(bad, service);
      expect(line, service).toMatch(/^✗ /);
      expect(line, service).toContain(fix);
    }
  });

  it('finds what is set up wrong on the services’ side', async () => {
    state.stripeEndpoints = [
      {
        url: `${APP}/api/webhooks/stripe`,
        status: 'enabled',
        enabled_events: ['checkout.session.completed'],
      },
    ];
    state.webhook = { url: 'https://old.example/api/webhooks/telegram' };
    let all = await lines();
    expect(lineOf(all, 'Stripe')).toContain('does not send checkout.session.async_payment_succeeded');
    expect(lineOf(all, 'Telegram')).toContain('npm run telegram:webhook');
    state.stripeEndpoints = [];
    state.webhook = {
      url: `${APP}/api/webhooks/telegram`,
      last_error_message: 'Wrong response from the webhook: 401',
    };
    all = await lines({ TELEGRAM_BOT_USERNAME: 'StickerfyBot' });
    expect(lineOf(all, 'Stripe')).toContain(`no webhook endpoint at ${APP}/api/webhooks/stripe`);
    expect(lineOf(all, 'Telegram')).toContain(
      'TELEGRAM_BOT_USERNAME is StickerfyBot but the token belongs to @RealStickerBot',
    );
    all = await lines();
    expect(lineOf(all, 'Telegram')).toContain('last saw an error: Wrong response from the webhook: 401');
  });

  it('catches keys that do not belong together or are malformed', async () => {
    const other = (await import('node:crypto')).generateKeyPairSync('rsa', { modulusLength: 2048 });
    const all = await lines({
      CLERK_JWT_KEY: other.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      STRIPE_WEBHOOK_SECRET: 'not-a-secret',
      INNGEST_SIGNING_KEY: 'my-signing-key',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
    });
    expect(lineOf(all, 'Clerk')).toContain('CLERK_JWT_KEY is not one of this instance');
    expect(lineOf(all, 'Stripe')).toContain('STRIPE_WEBHOOK_SECRET');
    expect(lineOf(all, 'Inngest')).toContain('INNGEST_SIGNING_KEY does not look like');
    expect(lineOf(all, 'PostgreSQL')).toContain('DATABASE_URL is not reachable');
    const pk = await lines({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'clerk-key',
      BLOB_PRIVATE_READ_WRITE_TOKEN: GOOD.blob,
    });
    expect(lineOf(pk, 'Vercel Blob')).toContain('create a second, private store');
    expect(lineOf(pk, 'Clerk')).toContain('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY');
    const noHook = await lines({ CLERK_WEBHOOK_SECRET: undefined });
    expect(lineOf(noHook, 'Clerk')).toMatch(/^✗ Clerk: CLERK_WEBHOOK_SECRET is missing/);
    expect(lineOf(noHook, 'Clerk')).toContain(`${APP}/api/webhooks/clerk`);
  });

  it('a half-configured service is one ✗ line that says what is missing; nothing set is all ·', async () => {
    const half = await runDoctor({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(half.map(formatVerdict)).toEqual([
      '✗ Configuration: Card payments (Stripe): STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing. Set all of them for the hosted service, or none for the embedded default.',
    ]);
    const none = (await runDoctor({ NODE_ENV: 'test' })).map(formatVerdict);
    expect(none).toHaveLength(8);
    for (const line of none) expect(line).toMatch(/^· /);
  });
});
