import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed webhooks in the Standard Webhooks scheme, which Replicate and Clerk (through Svix) both use:
// HMAC-SHA256 over "<id>.<timestamp>.<body>" with the signing secret ("whsec_" + base64 key), sent as
// space-separated "v1,<base64>" signatures. Only the header names differ. A call older or newer than
// five minutes is refused, so a captured one cannot be replayed later.
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerdict = 'ok' | 'unsigned' | 'stale' | 'forged';

export type SignedHeaders = { id: string | null; timestamp: string | null; signature: string | null };

export type SignedHeaderNames = { id: string; timestamp: string; signature: string };

/** Replicate's names (and the scheme's own). */
export const STANDARD_WEBHOOK_HEADERS: SignedHeaderNames = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
};

/** Svix's names, which Clerk's webhooks carry. */
export const SVIX_WEBHOOK_HEADERS: SignedHeaderNames = {
  id: 'svix-id',
  timestamp: 'svix-timestamp',
  signature: 'svix-signature',
};

export function signedHeadersOf(headers: Headers, names: SignedHeaderNames): SignedHeaders {
  return {
    id: headers.get(names.id),
    timestamp: headers.get(names.timestamp),
    signature: headers.get(names.signature),
  };
}

export function signWebhook(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
}

export function verifyWebhook(
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
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body));
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
