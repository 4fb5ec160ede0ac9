import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as testCheckoutPOST } from '@/app/api/test-checkout/[sessionId]/route';
import { POST as webhookPOST } from '@/app/api/webhooks/stripe/route';
import type { Connection } from '@/lib/db/connect';
import { startCheckout } from '@/lib/payments/checkout';
import { buildTestEvent, deliverTestEvent, findTestCheckout } from '@/lib/payments/test-checkout';
import { getWebhookSecret } from '@/lib/payments/webhook-secret';
import type { UserRow } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';
import {
  balanceOf,
  HOSTED_STRIPE,
  ledgerOf,
  makeBuyer,
  sessionRow,
  tempDataDir,
  useEnv,
} from './payments-helpers';
import { callAs } from '../helpers/caller';

callAs(null);

let conn: Connection;
let user: UserRow;
let dataDir: string;
const delivered: { url: string; status: number }[] = [];

// The route delivers over HTTP to its own origin; here "the network" is the webhook handler itself.
const webhookFetch = async (input: string | URL | Request, init?: RequestInit) => {
  const res = await webhookPOST(new Request(input, init));
  delivered.push({ url: String(input), status: res.status });
  return res;
};

beforeAll(async () => {
  dataDir = tempDataDir();
  useEnv({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' });
  conn = await createTestDb();
  user = await makeBuyer(conn.db);
});
afterAll(async () => conn.close());
beforeEach(() => {
  callAs(user);
  vi.stubGlobal('fetch', webhookFetch);
  delivered.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function newSession(locale?: 'de') {
  const { url } = await startCheckout(conn.db, user, { planId: 'standard', locale });
  return new URL(url, 'http://x').pathname.split('/').at(-1) as string;
}

function press(sessionId: string, outcome: string, extra: Record<string, string> = {}) {
  const form = new URLSearchParams({ outcome, ...extra });
  return testCheckoutPOST(
    new Request(`http://localhost:3000/api/test-checkout/${sessionId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
      body: form,
    }),
    { params: Promise.resolve({ sessionId }) },
  );
}

describe('embedded test checkout', () => {
  it('Pay: delivers a signed completed event to our webhook, grants once, redirects 303 to #thankyou', async () => {
    const id = await newSession();
    const res = await press(id, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/billing#thankyou');
    expect(delivered).toEqual([{ url: 'http://localhost:3000/api/webhooks/stripe', status: 200 }]);
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
    expect((await sessionRow(conn.db, id))?.status).toBe('PAID');

    // Pressing Pay again (back button) sends a new event: still one grant.
    expect((await press(id, 'pay')).status).toBe(303);
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
    expect((await ledgerOf(conn.db, user.id)).map((r) => r.kind)).toEqual(['PURCHASE', 'BONUS']);
  });

  it('Decline, Pending and Under review lead to their billing states, localised, without credits', async () => {
    const before = await balanceOf(conn.db, user.id);
    const cases = [
      ['decline', '/de/billing#declined', 'DECLINED'],
      ['pending', '/de/billing#waiting', 'PENDING'],
      ['review', '/de/billing#review', 'REVIEW'],
    ] as const;
    for (const [outcome, location, status] of cases) {
      const id = await newSession('de');
      const res = await press(id, outcome, { locale: 'de' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect((await sessionRow(conn.db, id))?.status).toBe(status);
    }
    expect(await balanceOf(conn.db, user.id)).toBe(before);
  });

  it("404s someone else's session, an unknown session, and everything when the test checkout is off", async () => {
    const id = await newSession();
    callAs(await makeBuyer(conn.db));
    expect((await press(id, 'pay')).status).toBe(404);
    expect((await press('cs_test_nope', 'pay')).status).toBe(404);
    callAs(user);
    expect((await press(id, 'explode')).status).toBe(400);
    expect(delivered).toHaveLength(0);

    useEnv({ ...HOSTED_STRIPE, DATA_DIR: dataDir });
    try {
      expect((await press(id, 'pay')).status).toBe(404);
      expect(await findTestCheckout(conn.db, user.id, id)).toBeUndefined();
    } finally {
      useEnv({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' });
    }
    expect((await sessionRow(conn.db, id))?.status).toBe('OPEN');
  });

  it('refuses a cross-site form post', async () => {
    const id = await newSession();
    const res = await testCheckoutPOST(
      new Request(`http://localhost:3000/api/test-checkout/${id}`, {
        method: 'POST',
        headers: { origin: 'https://evil.test', host: 'localhost:3000', 'sec-fetch-site': 'cross-site' },
        body: new URLSearchParams({ outcome: 'pay' }),
      }),
      { params: Promise.resolve({ sessionId: id }) },
    );
    expect(res.status).toBe(403);
    expect(delivered).toHaveLength(0);
  });

  it('signs with a generated secret kept in the data folder; the webhook rejects other secrets', async () => {
    const secret = getWebhookSecret() as string;
    expect(secret).toMatch(/^whsec_test_[0-9a-f]{48}$/);
    expect(fs.readFileSync(path.join(dataDir, 'stripe-test-webhook-secret'), 'utf8')).toBe(secret);
    expect(getWebhookSecret()).toBe(secret);

    const id = await newSession();
    const found = await findTestCheckout(conn.db, user.id, id);
    if (!found) throw new Error('session missing');
    const event = buildTestEvent(found.session, found.plan, 'pay');
    const url = 'http://localhost:3000/api/webhooks/stripe';
    await expect(
      deliverTestEvent(event, { url, secret: 'whsec_other', fetch: webhookFetch }),
    ).rejects.toThrow(/400/);
    expect((await sessionRow(conn.db, id))?.status).toBe('OPEN');
    await deliverTestEvent(event, { url, secret, fetch: webhookFetch });
    expect((await sessionRow(conn.db, id))?.status).toBe('PAID');
  });
});
