import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

const FILE = 'stripe-test-webhook-secret';

/**
 * The secret Stripe-format webhook events are verified with: STRIPE_WEBHOOK_SECRET in hosted mode;
 * for the embedded test checkout a generated one kept in the data folder. null = payments off.
 */
export function getWebhookSecret(): string | null {
  const e = env();
  if (e.stripe) return e.stripe.webhookSecret;
  if (!e.testCheckout) return null;
  const file = path.resolve(e.dataDir, FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const value = `whsec_test_${randomBytes(24).toString('hex')}`;
    try {
      // 'wx': if another process wrote it first, keep theirs so both verify with one secret.
      fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' });
      return value;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
