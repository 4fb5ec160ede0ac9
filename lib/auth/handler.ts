import 'server-only';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { assertCleanText, MAX_JSON_BYTES, readBodyCapped } from '@/lib/http/body';
import { CLIENT_IP_HEADER, clientIp } from '@/lib/http/client-ip';
import { getEmbeddedAuth } from './embedded';
import { countSignInAttempt, settleSignInAttempt, signInAccount } from './sign-in-throttle';
import { type AuthEndpoints, shapeAuthResponse } from './response';

/**
 * /api/auth/* for embedded accounts. better-auth reads the body whole, so it gets a copy read with
 * the JSON cap (64 KB; a 200 MB sign-in once grew the server by 194 MB), and the client address we
 * trust in the one header it is told to read (a client-sent copy is replaced).
 */
export async function handleAuthRequest(req: Request): Promise<Response> {
  if (env().modes.identity !== 'embedded') throw new ApiError('NOT_FOUND', 'Not found');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBodyCapped(req, MAX_JSON_BYTES) : undefined;
  const parsed = body?.length ? cleanJson(body) : undefined;
  // Per account as well as per address (sign-in-throttle.ts).
  const account = signInAccount(req, parsed);
  const locked = account ? await countSignInAttempt(account) : null;
  if (locked) return locked;
  const headers = new Headers(req.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(req.headers);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const forwarded = new Request(req.url, {
    method: req.method,
    headers,
    body: body as Uint8Array<ArrayBuffer> | undefined,
  });
  const auth = await getEmbeddedAuth();
  const res = await auth.handler(forwarded);
  if (account) await settleSignInAttempt(account, res.status);
  return shapeAuthResponse(res, {
    browser: isBrowser(req.headers),
    req,
    endpoints: auth.api as unknown as AuthEndpoints,
  });
}

/**
 * Text PostgreSQL would refuse (NUL, lone surrogates) is a 400 here, not a failed insert there, and
 * so is a body nested deeper than lib/http/body.ts allows (better-auth never sees it).
 */
function cleanJson(body: Buffer): unknown {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined; // not JSON: better-auth answers that itself
  }
  assertCleanText(value);
  return value;
}

/** A browser sends Origin or Sec-Fetch-* (or cookies); an API client that wants a token sends none. */
const isBrowser = (h: Headers) =>
  h.has('origin') || h.has('sec-fetch-site') || h.has('sec-fetch-mode') || h.has('cookie');
