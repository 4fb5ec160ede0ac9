import { STRIPE_WEBHOOK_EVENTS } from '@/lib/config/stripe-events';
import type { Env } from '@/lib/env';
import { field, probe, seen, trimSlash } from './probe';
import { fail, ok, off, type Verdict } from './report';

const STRIPE = 'Stripe';

/** The key works (balance), the webhook secret looks like one, and an endpoint at our address sends our events. */
export async function checkStripe(e: Env): Promise<Verdict> {
  if (!e.stripe)
    return off(STRIPE, e.testCheckout ? 'not configured (local test checkout)' : 'not configured');
  const base = trimSlash(e.stripe.apiBase ?? 'https://api.stripe.com');
  const headers = { authorization: `Bearer ${e.stripe.secretKey}` };
  const balance = await probe(`${base}/v1/balance`, { headers });
  if (balance.status === 401)
    return fail(
      STRIPE,
      'STRIPE_SECRET_KEY is refused (HTTP 401): copy the secret key from the Stripe dashboard.',
    );
  if (balance.status !== 200)
    return fail(
      STRIPE,
      `balance check failed: ${seen(balance)}; check STRIPE_SECRET_KEY and STRIPE_API_BASE.`,
    );
  if (!e.stripe.webhookSecret.startsWith('whsec_'))
    return fail(
      STRIPE,
      'STRIPE_WEBHOOK_SECRET does not start with whsec_: copy the signing secret of the webhook endpoint.',
    );
  const url = `${e.appUrl}/api/webhooks/stripe`;
  const list = await probe(`${base}/v1/webhook_endpoints?limit=100`, { headers });
  if (list.status !== 200) return fail(STRIPE, `could not list webhook endpoints: ${seen(list)}.`);
  const endpoints = (field(list.body, 'data') as Record<string, unknown>[] | undefined) ?? [];
  const mine = endpoints.find((ep) => ep.url === url);
  if (!mine)
    return fail(
      STRIPE,
      `no webhook endpoint at ${url}: add one in the Stripe dashboard with the events ${STRIPE_WEBHOOK_EVENTS.join(', ')}.`,
    );
  if (mine.status !== 'enabled')
    return fail(STRIPE, `the webhook endpoint at ${url} is ${String(mine.status)}: enable it.`);
  const events = new Set((mine.enabled_events as string[] | undefined) ?? []);
  const missing = events.has('*') ? [] : STRIPE_WEBHOOK_EVENTS.filter((t) => !events.has(t));
  if (missing.length)
    return fail(STRIPE, `the webhook endpoint at ${url} does not send ${missing.join(', ')}: add them.`);
  const mode = field(balance.body, 'livemode') === true ? 'live' : 'test';
  return ok(STRIPE, `${mode} key accepted; webhook endpoint ${url} sends every event we handle`);
}
