import 'server-only';
import { NextResponse } from 'next/server';
import type { ErrorCode } from '@/lib/errors';
import { allowedMethodsFor } from '@/lib/http/route-methods';

// What better-auth answers, shaped for our clients (docs/decisions.md). Errors carry our envelope
// ({ errorCode, message }) and keep better-auth's `code` (its client reads `code` and `message`;
// the auth modal translates the code). A browser never gets a session token in a body or a readable
// header: its session is the HttpOnly cookie, and a token a script could read is a bearer token for
// the account (get-session, list-sessions, sign-in, sign-up, change-password all carry one).

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};
const errorCodeFor = (status: number): ErrorCode =>
  STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');

/** Every `token` key, at any depth (list-sessions answers an array of sessions, each with one). */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, v]) => [key, withoutTokens(v)]),
    );
  return value;
}

async function readJsonBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export type AuthEndpoints = Record<string, { path?: string; options?: { method?: string | string[] } }>;

/**
 * A 405's Allow (docs/decisions.md): the methods better-auth's endpoint at this path declares, less the one
 * it just refused (get-session declares POST but refuses it without deferred refresh).
 */
function allowFor(endpoints: AuthEndpoints, req: Request): string | null {
  const pathname = new URL(req.url).pathname;
  const path = pathname.replace(/^\/api\/auth/, '');
  const methods = new Set<string>();
  for (const endpoint of Object.values(endpoints))
    if (endpoint?.path === path) for (const m of [endpoint.options?.method ?? []].flat()) methods.add(m);
  methods.delete(req.method);
  if (methods.size === 0) return allowedMethodsFor(pathname);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].join(', ');
}

export async function shapeAuthResponse(
  res: Response,
  opts: { browser: boolean; req: Request; endpoints: AuthEndpoints },
): Promise<Response> {
  const headers = new Headers(res.headers);
  if (opts.browser) {
    headers.delete('set-auth-token');
    headers.delete('access-control-expose-headers');
  }
  const isJson = headers.get('content-type')?.includes('application/json') ?? false;
  if (res.status >= 400) {
    const body = (await readJsonBody(res)) as { code?: unknown; message?: unknown } | null;
    const code = typeof body?.code === 'string' ? body.code : undefined;
    const message =
      typeof body?.message === 'string' && body.message ? body.message : res.statusText || 'Request refused';
    headers.delete('content-length');
    headers.delete('content-type');
    const allow = res.status === 405 ? allowFor(opts.endpoints, opts.req) : null;
    if (allow) headers.set('Allow', allow);
    return NextResponse.json(
      { errorCode: errorCodeFor(res.status), message, ...(code ? { code } : {}) },
      { status: res.status, headers },
    );
  }
  if (!opts.browser || !isJson)
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  const body = withoutTokens(await readJsonBody(res));
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}
