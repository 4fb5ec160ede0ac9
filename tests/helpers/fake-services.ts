import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Offline stand-ins for the hosted services' cheapest authenticated calls (what `npm run doctor`
// makes), each under its own path prefix so one server plays them all. `state` says how the
// services are set up on their side (webhook endpoints, the bot's webhook); tests change it.
export const GOOD = {
  replicate: 'r8_good',
  stripe: 'sk_test_good',
  bot: '123456:good',
  clerkSecret: 'sk_test_clerk',
  inngest: 'signkey-test-abc123',
  turnstile: 'ts-good',
  blob: 'vercel_blob_rw_Store_good',
  blobPrivate: 'vercel_blob_rw_Private_good',
};

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const CLERK_JWT_KEY = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const clerkModulus = publicKey.export({ format: 'jwk' }).n;

export type FakeState = {
  stripeEndpoints: { url: string; status: string; enabled_events: string[] }[];
  webhook: { url: string; last_error_message?: string };
};

export async function startFakeServices(state: FakeState) {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = req.headers.authorization ?? '';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const p = url.pathname;
    if (p === '/replicate/v1/account')
      return auth === `Bearer ${GOOD.replicate}` ? json(200, { username: 'stickerfy' }) : json(401, {});
    if (p.startsWith('/stripe/')) {
      if (auth !== `Bearer ${GOOD.stripe}`) return json(401, { error: { message: 'Invalid API Key' } });
      if (p === '/stripe/v1/balance') return json(200, { object: 'balance', livemode: false });
      if (p === '/stripe/v1/webhook_endpoints') return json(200, { data: state.stripeEndpoints });
    }
    const bot = p.match(/^\/telegram\/bot([^/]+)\/(\w+)$/);
    if (bot) {
      if (bot[1] !== GOOD.bot) return json(401, { ok: false, description: 'Unauthorized' });
      if (bot[2] === 'getMe')
        return json(200, { ok: true, result: { is_bot: true, username: 'RealStickerBot' } });
      if (bot[2] === 'getWebhookInfo') return json(200, { ok: true, result: state.webhook });
    }
    if (p === '/clerk/v1/jwks')
      return auth === `Bearer ${GOOD.clerkSecret}`
        ? json(200, { keys: [{ kty: 'RSA', n: clerkModulus }] })
        : json(401, {});
    if (p === '/inngest/v1/events')
      return auth === `Bearer ${GOOD.inngest}` ? json(200, { data: [] }) : json(401, {});
    if (p === '/turnstile') {
      const good = new URLSearchParams(body).get('secret') === GOOD.turnstile;
      return json(200, {
        success: false,
        'error-codes': [good ? 'invalid-input-response' : 'invalid-input-secret'],
      });
    }
    if (p.startsWith('/blob')) {
      if (auth !== `Bearer ${GOOD.blob}` && auth !== `Bearer ${GOOD.blobPrivate}`)
        return json(403, { error: { code: 'forbidden', message: 'Access denied' } });
      return json(200, { blobs: [], hasMore: false });
    }
    json(404, { error: `unexpected ${req.method} ${p}` });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise<void>((r) => server.close(() => r())) };
}
