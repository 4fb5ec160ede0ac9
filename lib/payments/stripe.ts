import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env';

export type { Stripe };

// STRIPE_API_BASE points the SDK at another host (a local fake server in tests, stripe-mock).
function apiBaseOptions(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const u = new URL(base);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

let cached: { key: string; base: string | undefined; client: Stripe } | undefined;

/** The Stripe API client (hosted mode only). Rebuilt when the key or base changes (tests switch modes). */
export function getStripe(): Stripe {
  const e = env();
  const key = e.stripe?.secretKey;
  const base = e.stripeApiBase;
  if (!key) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY).');
  if (cached?.key !== key || cached.base !== base) {
    const client = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'stickerfy' },
      ...apiBaseOptions(base),
    });
    cached = { key, base, client };
  }
  return cached.client;
}

// Signing and verifying need no API key, so the embedded test checkout uses the same code.
export const stripeWebhooks = Stripe.webhooks;
