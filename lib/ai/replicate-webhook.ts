import 'server-only';
import { signWebhook, verifyWebhook } from '@/lib/http/standard-webhook';

// Replicate signs each webhook call (docs/architecture.md) in the Standard Webhooks scheme
// (lib/http/standard-webhook.ts), with the headers webhook-id, webhook-timestamp, webhook-signature.
export {
  type SignedHeaders,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookVerdict,
} from '@/lib/http/standard-webhook';

export const signReplicateWebhook = signWebhook;
export const verifyReplicateWebhook = verifyWebhook;

let cachedSecret: { token: string; secret: Promise<string> } | null = null;

/**
 * The account's webhook signing secret: REPLICATE_WEBHOOK_SECRET when set, else asked once per
 * process from Replicate's API with the account's token (it is the same for every webhook).
 */
export function webhookSecret(opts: {
  token: string;
  baseUrl?: string;
  configured?: string;
}): Promise<string> {
  if (opts.configured) return Promise.resolve(opts.configured);
  if (cachedSecret?.token === opts.token) return cachedSecret.secret;
  const base = (opts.baseUrl ?? 'https://api.replicate.com/v1').replace(/\/+$/, '');
  const secret = fetch(`${base}/webhooks/default/secret`, {
    headers: { authorization: `Bearer ${opts.token}` },
    signal: AbortSignal.timeout(10_000),
  }).then(async (res) => {
    const body = (await res.json().catch(() => ({}))) as { key?: string };
    if (!res.ok || !body.key)
      throw new Error(`Could not read Replicate's webhook secret (HTTP ${res.status})`);
    return body.key;
  });
  cachedSecret = { token: opts.token, secret };
  secret.catch(() => {
    if (cachedSecret?.secret === secret) cachedSecret = null;
  });
  return secret;
}
