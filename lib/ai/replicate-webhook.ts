import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// Replicate signs each webhook call (docs/architecture.md): HMAC-SHA256 over "<id>.<timestamp>.<body>"
// with the account's signing secret ("whsec_" + base64 key), sent as space-separated "v1,<base64>"
// signatures. A call older or newer than five minutes is refused, so a captured one cannot be replayed later.
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerdict = 'ok' | 'unsigned' | 'stale' | 'forged';

export type SignedHeaders = { id: string | null; timestamp: string | null; signature: string | null };

export function signReplicateWebhook(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

export function verifyReplicateWebhook(
  body: string,
  headers: SignedHeaders,
  secret: string,
  nowMs = Date.now(),
): WebhookVerdict {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return 'unsigned';
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(nowMs / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS)
    return 'stale';
  const expected = Buffer.from(signReplicateWebhook(secret, id, timestamp, body));
  const matches = signature
    .split(' ')
    .map((part) => part.split(',', 2))
    .some(([version, sig]) => {
      if (version !== 'v1' || !sig) return false;
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  return matches ? 'ok' : 'forged';
}

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
