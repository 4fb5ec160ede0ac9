import 'server-only';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { assertCleanText, MAX_JSON_BYTES, readBodyCapped } from '@/lib/http/body';
import { CLIENT_IP_HEADER, clientIp } from '@/lib/http/client-ip';
import { getEmbeddedAuth } from './embedded';

/**
 * /api/auth/* for embedded accounts. better-auth reads the body whole, so it gets a copy read with
 * the JSON cap (64 KB; a 200 MB sign-in once grew the server by 194 MB), and the client address we
 * trust in the one header it is told to read (a client-sent copy is replaced).
 */
export async function handleAuthRequest(req: Request): Promise<Response> {
  if (env().modes.identity !== 'embedded') throw new ApiError('NOT_FOUND', 'Not found');
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBodyCapped(req, MAX_JSON_BYTES) : undefined;
  if (body?.length) assertCleanJson(body);
  const headers = new Headers(req.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(req.headers);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const forwarded = new Request(req.url, {
    method: req.method,
    headers,
    body: body as Uint8Array<ArrayBuffer> | undefined,
  });
  const res = await (await getEmbeddedAuth()).handler(forwarded);
  return isBrowser(req.headers) ? withoutSessionToken(res) : res;
}

/** Text PostgreSQL would refuse (NUL, lone surrogates) is a 400 here, not a failed insert there. */
function assertCleanJson(body: Buffer) {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return; // not JSON: better-auth answers that itself
  }
  assertCleanText(value);
}

/** A browser sends Origin or Sec-Fetch-* (or cookies); an API client that wants a token sends none. */
const isBrowser = (h: Headers) =>
  h.has('origin') || h.has('sec-fetch-site') || h.has('sec-fetch-mode') || h.has('cookie');

/**
 * The browser's session lives in an HttpOnly cookie; the same token in a JSON body or a readable
 * header would hand it to any script on the page. Bearer clients still get it (issue 11).
 */
async function withoutSessionToken(res: Response): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.delete('set-auth-token');
  headers.delete('access-control-expose-headers');
  if (!headers.get('content-type')?.includes('application/json'))
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (body && typeof body === 'object') {
    delete body.token;
    const session = body.session as Record<string, unknown> | undefined;
    if (session && typeof session === 'object') delete session.token;
  }
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}
