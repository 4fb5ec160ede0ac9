import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/v1/checkout/route';
import type { Connection } from '@/lib/db/connect';
import { appSettings, pricingPlans } from '@/lib/db/schema';
import type { UserRow } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';
import {
  HOSTED_STRIPE,
  makeBuyer,
  sessionRow,
  startFakeStripe,
  tempDataDir,
  useEnv,
} from './payments-helpers';
import { callAs } from '../helpers/caller';

callAs(null);

let conn: Connection;
let user: UserRow;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let nextSession = 0;
const noParams = { params: Promise.resolve({}) };

beforeAll(async () => {
  fake = await startFakeStripe((r) => {
    if (r.method !== 'POST' || r.path !== '/v1/checkout/sessions')
      return { status: 404, body: { error: {} } };
    const id = `cs_test_fake_${++nextSession}`;
    return { body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` } };
  });
  conn = await createTestDb();
  user = await makeBuyer(conn.db);
});
afterAll(async () => {
  await conn.close();
  await fake.close();
});
beforeEach(() => {
  callAs(user);
});

const hosted = () =>
  useEnv({
    ...HOSTED_STRIPE,
    STRIPE_API_BASE: fake.url,
    APP_URL: 'https://app.test',
    ALLOW_NO_CAPTCHA: '1',
    DATA_DIR: tempDataDir(),
  });
const embedded = () =>
  useEnv({
    APP_URL: 'https://app.test',
    ALLOW_NO_CAPTCHA: '1',
    ALLOW_TEST_CHECKOUT: '1',
    DATA_DIR: tempDataDir(),
  });

function start(body: unknown) {
  return POST(
    new Request('https://app.test/v1/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.test', host: 'app.test' },
      body: JSON.stringify(body),
    }),
    noParams,
  );
}

describe('POST /v1/checkout, hosted (Stripe)', () => {
  beforeAll(hosted);

  it('creates a Stripe Checkout Session for the plan and returns its url', async () => {
    const res = await start({ planId: 'standard' });
    expect(res.status).toBe(200);
    const { url } = (await res.json()).data.result;
    const id = `cs_test_fake_${nextSession}`;
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${id}`);

    const req = fake.requests.at(-1);
    expect(req?.auth).toBe('Bearer sk_test_fake');
    const f = req?.form as URLSearchParams;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('client_reference_id')).toBe(user.id);
    expect(f.get('success_url')).toBe('https://app.test/billing#thankyou');
    expect(f.get('cancel_url')).toBe('https://app.test/billing#declined');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('999');
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe('Standard: 1100 credits');
    expect(f.get('metadata[userId]')).toBe(user.id);
    expect(f.get('metadata[planId]')).toBe('standard');
    expect(f.get('metadata[credits]')).toBe('1000');
    expect(f.get('metadata[freeCredits]')).toBe('100');
    expect(f.get('locale')).toBe('auto');

    expect(await sessionRow(conn.db, id)).toMatchObject({
      userId: user.id,
      planId: 'standard',
      provider: 'stripe',
      status: 'OPEN',
    });
  });

  it('localises the return URLs and Stripe locale; unsupported languages fall back to auto', async () => {
    await start({ planId: 'pro', locale: 'de' });
    let f = fake.requests.at(-1)?.form as URLSearchParams;
    expect(f.get('success_url')).toBe('https://app.test/de/billing#thankyou');
    expect(f.get('cancel_url')).toBe('https://app.test/de/billing#declined');
    expect(f.get('locale')).toBe('de');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('1999');

    await start({ planId: 'starter', locale: 'uk' });
    f = fake.requests.at(-1)?.form as URLSearchParams;
    expect(f.get('success_url')).toBe('https://app.test/uk/billing#thankyou');
    expect(f.get('locale')).toBe('auto');
    await start({ planId: 'starter', locale: 'pt-BR' });
    expect(fake.requests.at(-1)?.form.get('locale')).toBe('pt-BR');
  });
});

describe('POST /v1/checkout, embedded (test checkout)', () => {
  beforeAll(embedded);

  it('returns the local test checkout page for a new session', async () => {
    const before = fake.requests.length;
    const res = await start({ planId: 'starter' });
    expect(res.status).toBe(200);
    const { url } = (await res.json()).data.result;
    expect(url).toMatch(/^\/test-checkout\/cs_test_[A-Za-z0-9]{20,}$/);
    const row = await sessionRow(conn.db, url.split('/').at(-1));
    expect(row).toMatchObject({ userId: user.id, planId: 'starter', provider: 'test', status: 'OPEN' });
    expect(row?.paymentIntentId).toMatch(/^pi_test_/);
    expect(fake.requests.length).toBe(before);

    const de = await (await start({ planId: 'starter', locale: 'de' })).json();
    expect(de.data.result.url).toMatch(/^\/test-checkout\/cs_test_\w+\?locale=de$/);
  });

  it('404s an unknown or inactive plan, 400s a bad body, 401s without a session', async () => {
    const unknown = await start({ planId: 'platinum' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errorCode).toBe('NOT_FOUND');

    await conn.db.update(pricingPlans).set({ active: false }).where(eq(pricingPlans.id, 'super'));
    try {
      expect((await start({ planId: 'super' })).status).toBe(404);
    } finally {
      await conn.db.update(pricingPlans).set({ active: true }).where(eq(pricingPlans.id, 'super'));
    }
    expect((await start({})).status).toBe(400);
    expect((await start({ planId: 'starter', locale: 'xx' })).status).toBe(400);

    callAs(null);
    expect((await start({ planId: 'starter' })).status).toBe(401);
  });

  it('answers 503 PURCHASES_DISABLED when the operator switch is off', async () => {
    await conn.db.update(appSettings).set({ value: false }).where(eq(appSettings.key, 'purchasesEnabled'));
    try {
      const res = await start({ planId: 'starter' });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        errorCode: 'PURCHASES_DISABLED',
        message: 'Purchases are temporarily disabled.',
      });
    } finally {
      await conn.db.update(appSettings).set({ value: true }).where(eq(appSettings.key, 'purchasesEnabled'));
    }
  });

  it('answers 503 when no payment method is configured (hosted database, no Stripe, no test checkout)', async () => {
    useEnv({ DATABASE_URL: 'postgres://unused/db', ALLOW_NO_CAPTCHA: '1' });
    try {
      const res = await start({ planId: 'starter' });
      expect(res.status).toBe(503);
      expect((await res.json()).errorCode).toBe('PURCHASES_DISABLED');
    } finally {
      embedded();
    }
  });
});
