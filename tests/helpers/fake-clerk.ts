import { createHmac, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A Clerk instance at its HTTP boundary, for an app built in Clerk mode (tests/e2e/clerk-mode.spec.ts):
// - the Frontend API's handshake (GET /v1/client/handshake): it knows the browser by the client
//   cookie Clerk keeps on its own domain (`__client` here; cookies ignore ports, so one loopback host
//   serves both), and sends it back to the app with a handshake nonce, as production instances do;
// - the Backend API the middleware then asks for that nonce's cookies (GET /v1/clients/handshake_payload,
//   with the secret key), which hold a freshly signed session token;
// - DELETE /v1/users/:id answers 404 (the user is already gone at Clerk when it sent user.deleted),
//   and /v1/jwks for the start-up doctor.
// Session tokens are RS256 JWTs signed with a key pair made here; the app verifies them offline with
// the public half (CLERK_JWT_KEY).
// The publishable key names the instance (FRONTEND_API): Clerk's middleware reads a session cookie
// only when the token's issuer is that host. The app reaches this fake through Clerk's documented
// proxy setting (NEXT_PUBLIC_CLERK_PROXY_URL), which may be any address, read at run time.

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** The instance's Frontend API host, in the publishable key: pk_live_ + base64("<host>$"). */
export const FRONTEND_API = 'clerk.stickers.test';
export const CLERK_PUBLISHABLE_KEY = `pk_live_${Buffer.from(`${FRONTEND_API}$`).toString('base64')}`;

export type FakeClerk = Awaited<ReturnType<typeof startFakeClerk>>;

export async function startFakeClerk() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let origin = '';
  const secretKey = `sk_live_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
  const nonces = new Map<string, string[]>();
  const seen = { handshakes: 0, payloads: 0, unexpected: [] as string[] };

  /** A session token for `sub`, valid from `iat` for a minute (Clerk's own lifetime). */
  function sessionToken(sub: string, iat = Math.floor(Date.now() / 1000)) {
    const head = b64url({ alg: 'RS256', typ: 'JWT', kid: 'ins_fake' });
    const body = b64url({
      sub,
      sid: `sess_${sub}`,
      iss: `https://${FRONTEND_API}`,
      azp: 'http://127.0.0.1',
      email: `${sub}@clerk.test`,
      first_name: 'Clerk',
      fva: [0, -1],
      iat,
      nbf: iat - 5,
      exp: iat + 60,
    });
    const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
    return `${head}.${body}.${sig}`;
  }

  /** The cookies Clerk's handshake gives the app's domain for this client. */
  function directives(sub: string | null): string[] {
    const clear = '__clerk_handshake_nonce=; Path=/; Max-Age=0';
    if (!sub) return ['__session=; Path=/; Max-Age=0', '__client_uat=0; Path=/; SameSite=Lax', clear];
    const iat = Math.floor(Date.now() / 1000);
    return [
      `__session=${sessionToken(sub, iat)}; Path=/; SameSite=Lax`,
      `__client_uat=${iat}; Path=/; SameSite=Lax`,
      clear,
    ];
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const cookie = req.headers.cookie ?? '';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && url.pathname === '/v1/client/handshake') {
      const back = url.searchParams.get('redirect_url') ?? '';
      if (!/^https?:\/\//.test(back) || url.searchParams.get('format') !== 'nonce')
        return json(400, { errors: [{ code: 'bad_handshake' }] });
      seen.handshakes++;
      const client = cookie.match(/(?:^|;\s*)__client=([\w-]+)/)?.[1] ?? null;
      const nonce = randomBytes(16).toString('hex');
      nonces.set(nonce, directives(client));
      res.writeHead(307, {
        location: back,
        'set-cookie': `__clerk_handshake_nonce=${nonce}; Path=/; HttpOnly; SameSite=Lax`,
        'cache-control': 'no-store',
      });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      seen.unexpected.push(`${req.method} ${url.pathname} (no secret key)`);
      return json(401, { errors: [{ code: 'authentication_invalid' }] });
    }
    if (req.method === 'GET' && url.pathname === '/v1/clients/handshake_payload') {
      const nonce = url.searchParams.get('nonce') ?? '';
      const found = nonces.get(nonce);
      nonces.delete(nonce); // one use, as a nonce should be
      if (!found) return json(404, { errors: [{ code: 'resource_not_found' }] });
      seen.payloads++;
      return json(200, { directives: found });
    }
    if (req.method === 'DELETE' && url.pathname.startsWith('/v1/users/'))
      return json(404, { errors: [{ code: 'resource_not_found', message: 'not found' }] });
    if (req.method === 'GET' && url.pathname === '/v1/jwks')
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'ins_fake', use: 'sig' }] });
    seen.unexpected.push(`${req.method} ${url.pathname}`);
    json(404, { errors: [{ code: 'resource_not_found' }] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Svix's signature headers for a webhook body, with the endpoint's secret (lib/http/standard-webhook.ts). */
  function signWebhook(body: string, id = `msg_${randomBytes(8).toString('hex')}`) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const key = Buffer.from(webhookSecret.slice('whsec_'.length), 'base64');
    const sig = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
    return { 'svix-id': id, 'svix-timestamp': timestamp, 'svix-signature': `v1,${sig}` };
  }

  return {
    origin,
    port: new URL(origin).port,
    publishableKey: CLERK_PUBLISHABLE_KEY,
    proxyUrl: origin,
    secretKey,
    webhookSecret,
    jwtKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    seen,
    sessionToken,
    signWebhook,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
