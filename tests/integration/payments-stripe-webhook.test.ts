import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webhooks/stripe/route';
import { describeLedgerRow } from '@/lib/credits/detail';
import type { Connection } from '@/lib/db/connect';
import { checkoutSessions, webhookEvents } from '@/lib/db/schema';
import { createTestDb } from '../helpers/db';
import {
  balanceOf,
  HOSTED_STRIPE,
  ledgerOf,
  makeBuyer,
  openSession,
  reviewEvent,
  sessionEvent,
  sessionRow,
  signedRequest,
  startFakeStripe,
  tempDataDir,
  useEnv,
} from './payments-helpers';

let conn: Connection;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
// Which Stripe checkout session a payment intent belongs to, as the fake API will answer.
const stripeSessionsByIntent = new Map<string, string>();
const hostedEnv = () => ({ ...HOSTED_STRIPE, STRIPE_API_BASE: fake.url, DATA_DIR: tempDataDir() });

beforeAll(async () => {
  fake = await startFakeStripe((r) => {
    const id = stripeSessionsByIntent.get(r.query.get('payment_intent') ?? '');
    const data = id
      ? [{ id, object: 'checkout.session', payment_intent: r.query.get('payment_intent') }]
      : [];
    return { body: { object: 'list', url: '/v1/checkout/sessions', has_more: false, data } };
  });
  useEnv(hostedEnv());
  conn = await createTestDb();
});
afterAll(async () => {
  await conn.close();
  await fake.close();
});

const deliver = (event: object) => POST(signedRequest(JSON.stringify(event)));

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

describe('POST /api/webhooks/stripe', () => {
  it('grants a paid session exactly once under concurrent, out-of-order redeliveries', async () => {
    const user = await makeBuyer(conn.db);
    const id = await openSession(conn.db, user.id);
    const completed = JSON.stringify(
      sessionEvent('checkout.session.completed', { id, userId: user.id, paid: true }),
    );
    const succeeded = JSON.stringify(
      sessionEvent('checkout.session.async_payment_succeeded', { id, userId: user.id, paid: true }),
    );
    const bodies = shuffle([...Array.from({ length: 10 }, () => completed), succeeded]);
    const responses = await Promise.all(bodies.map((b) => POST(signedRequest(b))));
    expect(responses.map((r) => r.status)).toEqual(bodies.map(() => 200));

    const ledger = await ledgerOf(conn.db, user.id);
    expect(ledger.map((r) => [r.kind, r.delta, r.idempotencyKey])).toEqual([
      ['PURCHASE', 1000, `stripe:checkout:${id}`],
      ['BONUS', 100, `stripe:checkout:${id}:bonus`],
    ]);
    expect(ledger[0]).toMatchObject({
      amount: '9.99',
      currency: 'USD',
      amountUsd: '9.99',
      externalReference: id,
    });
    expect(describeLedgerRow(ledger[0]?.description ?? '')).toEqual({
      text: 'Standard pack',
      detailCode: 'planPurchase',
      detailParams: { plan: 'Standard' },
    });
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
    expect((await sessionRow(conn.db, id))?.status).toBe('PAID');

    const outcomes = await Promise.all(responses.map(async (r) => (await r.json()).outcome));
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(2); // one completed + one async
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
  });

  it('does not grant again for a different event id about the same session', async () => {
    const user = await makeBuyer(conn.db);
    const id = await openSession(conn.db, user.id);
    expect(
      (await deliver(sessionEvent('checkout.session.completed', { id, userId: user.id, paid: true }))).status,
    ).toBe(200);
    expect(
      (await deliver(sessionEvent('checkout.session.completed', { id, userId: user.id, paid: true }))).status,
    ).toBe(200);
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
    expect(await ledgerOf(conn.db, user.id)).toHaveLength(2);
  });

  it('refuses a tampered body, a wrong secret, a missing signature and a stale timestamp (400, nothing granted)', async () => {
    const user = await makeBuyer(conn.db);
    const id = await openSession(conn.db, user.id);
    const body = JSON.stringify(
      sessionEvent('checkout.session.completed', { id, userId: user.id, paid: true }),
    );
    const tampered = body.replace('"credits":"1000"', '"credits":"99999"');
    expect(tampered).not.toBe(body);
    expect((await POST(signedRequest(tampered, { signatureFor: body }))).status).toBe(400);
    expect((await POST(signedRequest(body, { secret: 'whsec_wrong' }))).status).toBe(400);
    const unsigned = new Request('http://localhost/api/webhooks/stripe', { method: 'POST', body });
    expect((await POST(unsigned)).status).toBe(400);
    // Re-serialised JSON (different whitespace) no longer matches the signature.
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    expect((await POST(signedRequest(reserialised, { signatureFor: body }))).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 600;
    expect((await POST(signedRequest(body, { timestamp: stale }))).status).toBe(400);

    expect(await balanceOf(conn.db, user.id)).toBe(0);
    expect(await ledgerOf(conn.db, user.id)).toHaveLength(0);
    expect((await sessionRow(conn.db, id))?.status).toBe('OPEN');
  });

  it('marks an unpaid (async) session PENDING, then grants once on async_payment_succeeded', async () => {
    const user = await makeBuyer(conn.db);
    const id = await openSession(conn.db, user.id);
    const pi = 'pi_async_1';
    await deliver(
      sessionEvent('checkout.session.completed', { id, userId: user.id, paid: false, paymentIntent: pi }),
    );
    expect(await balanceOf(conn.db, user.id)).toBe(0);
    expect(await sessionRow(conn.db, id)).toMatchObject({ status: 'PENDING', paymentIntentId: pi });

    const ok = sessionEvent('checkout.session.async_payment_succeeded', {
      id,
      userId: user.id,
      paid: true,
      paymentIntent: pi,
    });
    await Promise.all([deliver(ok), deliver(ok), deliver({ ...ok, id: `${ok.id}_other` })]);
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
    expect(await ledgerOf(conn.db, user.id)).toHaveLength(2);
    expect((await sessionRow(conn.db, id))?.status).toBe('PAID');
  });

  it('marks a failed async payment DECLINED without granting', async () => {
    const user = await makeBuyer(conn.db);
    const id = await openSession(conn.db, user.id);
    await deliver(sessionEvent('checkout.session.completed', { id, userId: user.id, paid: false }));
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', { id, userId: user.id, paid: false }),
    );
    expect((await sessionRow(conn.db, id))?.status).toBe('DECLINED');
    expect(await balanceOf(conn.db, user.id)).toBe(0);
  });

  it('puts a session under REVIEW on review.opened (found by payment intent) and back on review.closed', async () => {
    const user = await makeBuyer(conn.db);
    const pi = `pi_review_${user.id.slice(0, 8)}`;
    const id = await openSession(conn.db, user.id);
    await deliver(
      sessionEvent('checkout.session.completed', { id, userId: user.id, paid: true, paymentIntent: pi }),
    );
    expect((await deliver(reviewEvent('review.opened', pi))).status).toBe(200);
    expect((await sessionRow(conn.db, id))?.status).toBe('REVIEW');
    await deliver(reviewEvent('review.closed', pi, 'approved'));
    expect((await sessionRow(conn.db, id))?.status).toBe('PAID');
    expect(await balanceOf(conn.db, user.id)).toBe(1100);

    // A review that arrives before the completed event (Stripe does not order events): the
    // session is looked up at Stripe by payment intent, and its row remembers the intent.
    const early = await openSession(conn.db, user.id);
    stripeSessionsByIntent.set('pi_review_first', early);
    await deliver(reviewEvent('review.opened', 'pi_review_first'));
    expect(await sessionRow(conn.db, early)).toMatchObject({
      status: 'REVIEW',
      paymentIntentId: 'pi_review_first',
    });
    const lookup = fake.requests.find((r) => r.query.get('payment_intent') === 'pi_review_first');
    expect(lookup).toMatchObject({
      method: 'GET',
      path: '/v1/checkout/sessions',
      auth: 'Bearer sk_test_fake',
    });
    // ...and the completed event that follows still grants, while the session stays under review.
    await deliver(
      sessionEvent('checkout.session.completed', {
        id: early,
        userId: user.id,
        paid: true,
        paymentIntent: 'pi_review_first',
      }),
    );
    expect((await sessionRow(conn.db, early))?.status).toBe('REVIEW');
    expect(await balanceOf(conn.db, user.id)).toBe(2200);
  });

  it('answers 200 to event types it does not handle and to reviews of unknown payments', async () => {
    const res = await deliver({
      id: 'evt_unrelated_1',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).outcome).toBe('ignored');
    expect((await deliver(reviewEvent('review.opened', 'pi_not_ours'))).status).toBe(200);
  });

  it("answers 500 when processing fails and keeps the event unrecorded, so Stripe's retry succeeds", async () => {
    const user = await makeBuyer(conn.db);
    const id = 'cs_test_arrives_before_its_row';
    const event = sessionEvent('checkout.session.completed', {
      id,
      userId: user.id,
      paid: true,
      metadata: false,
    });
    expect((await deliver(event)).status).toBe(500);
    const recorded = await conn.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, event.id)));
    expect(recorded).toHaveLength(0);
    expect(await balanceOf(conn.db, user.id)).toBe(0);

    // The row the checkout start writes, arriving late.
    await conn.db
      .insert(checkoutSessions)
      .values({ id, userId: user.id, planId: 'standard', provider: 'stripe' });
    expect((await deliver(event)).status).toBe(200);
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
  });

  it('recreates a lost session row from the signed metadata', async () => {
    const user = await makeBuyer(conn.db);
    const id = 'cs_test_row_lost';
    expect(
      (await deliver(sessionEvent('checkout.session.completed', { id, userId: user.id, paid: true }))).status,
    ).toBe(200);
    expect(await sessionRow(conn.db, id)).toMatchObject({
      userId: user.id,
      planId: 'standard',
      status: 'PAID',
    });
    expect(await balanceOf(conn.db, user.id)).toBe(1100);
  });

  it('is off (404) when neither Stripe nor the test checkout is configured', async () => {
    useEnv({ DATABASE_URL: 'postgres://unused/db', ALLOW_NO_CAPTCHA: '1' });
    try {
      expect((await deliver(reviewEvent('review.opened', 'pi_x'))).status).toBe(404);
    } finally {
      useEnv(hostedEnv());
    }
  });
});
