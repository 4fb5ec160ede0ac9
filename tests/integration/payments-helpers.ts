import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { checkoutSessions, creditLedger, users } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import { ensureUser } from '@/lib/users/queries';
import { registry } from '@/lib/registry';

const MANAGED = [
  'DATABASE_URL',
  'APP_URL',
  'DATA_DIR',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
  'TELEGRAM_BOT_TOKEN',
  'TELEGRAM_WEBHOOK_SECRET',
  'TELEGRAM_BOT_USERNAME',
  'ALLOW_TEST_CHECKOUT',
  'ALLOW_NO_CAPTCHA',
];

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'payments-test-'));

/** Replaces the env vars these tests care about and makes env() read them again. */
export function useEnv(vars: Record<string, string>) {
  for (const k of MANAGED) delete process.env[k];
  Object.assign(process.env, vars);
  registry.reload();
}

export const WEBHOOK_SECRET = 'whsec_test_payments_secret';
export const HOSTED_STRIPE = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

export async function makeBuyer(db: Database) {
  return ensureUser(db, { provider: 'embedded', subject: randomUUID(), email: `${randomUUID()}@buyer.test` });
}

export async function openSession(
  db: Database,
  userId: string,
  opts: { planId?: string; provider?: string; paymentIntentId?: string | null } = {},
) {
  const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
  await db.insert(checkoutSessions).values({
    id,
    userId,
    planId: opts.planId ?? 'standard',
    provider: opts.provider ?? 'stripe',
    paymentIntentId: opts.paymentIntentId ?? null,
  });
  return id;
}

/** A checkout.session.* event as Stripe sends it (only the fields we read, plus the envelope). */
export function sessionEvent(
  type: string,
  s: {
    id: string;
    userId: string;
    planId?: string;
    paid: boolean;
    paymentIntent?: string | null;
    metadata?: boolean;
  },
  eventId = `evt_${randomUUID().replaceAll('-', '')}`,
) {
  const planId = s.planId ?? 'standard';
  return {
    id: eventId,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: s.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: s.paid ? 'paid' : 'unpaid',
        amount_total: 999,
        currency: 'usd',
        client_reference_id: s.userId,
        payment_intent: s.paymentIntent ?? null,
        metadata:
          s.metadata === false ? {} : { userId: s.userId, planId, credits: '1000', freeCredits: '100' },
      },
    },
  };
}

export function reviewEvent(
  type: 'review.opened' | 'review.closed',
  paymentIntent: string,
  closedReason?: string,
) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: `prv_${randomUUID().slice(0, 8)}`,
        object: 'review',
        payment_intent: paymentIntent,
        open: type === 'review.opened',
        closed_reason: closedReason ?? null,
        reason: 'rule',
      },
    },
  };
}

export function signedRequest(
  body: string,
  opts: { secret?: string; timestamp?: number; signatureFor?: string } = {},
): Request {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: opts.signatureFor ?? body,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp,
  });
  return new Request('http://localhost:3000/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
}

export async function ledgerOf(db: Database, userId: string) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));
}

export async function balanceOf(db: Database, userId: string) {
  const [u] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return u?.balance;
}

export async function sessionRow(db: Database, id: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export type FakeStripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  auth: string;
};

/** A local stand-in for api.stripe.com: records each request and answers with respond()'s JSON. */
export async function startFakeStripe(respond: (r: FakeStripeRequest) => { status?: number; body: unknown }) {
  const http = await import('node:http');
  const requests: FakeStripeRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const r: FakeStripeRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(raw),
        auth: String(req.headers.authorization ?? ''),
      };
      requests.push(r);
      const out = respond(r);
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
