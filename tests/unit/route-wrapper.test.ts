import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const current = vi.hoisted(() => ({ user: null as null | { id: string } }));
// The wrapper hands handlers their database; these handlers never touch it, so none is opened.
vi.mock('@/lib/db', () => ({ getDb: async () => ({}) }));

const { setCallerResolver } = await import('@/lib/http/caller');
// The server registers lib/auth's resolver at start (lib/server/wiring.ts); here, a stand-in.
setCallerResolver(async () => current.user as never);
const { defineRoute } = await import('@/lib/http/route');
const { ApiError } = await import('@/lib/errors');
const { ok } = await import('@/lib/http/envelope');

const route = defineRoute(
  {
    auth: 'required',
    body: z.object({ name: z.string().trim().min(1, 'Name required').max(5, 'Too long') }),
  },
  async ({ body, user }) => {
    if (body.name === 'boom') throw new Error('secret stack detail');
    if (body.name === 'nope') throw new ApiError('INSUFFICIENT_CREDITS', 'Need more', { required: 3 });
    return ok({ hello: body.name, user: user.id });
  },
);
const call = (body: string, headers: Record<string, string> = {}) =>
  route(
    new Request('http://app.test/v1/x', { method: 'POST', headers: { host: 'app.test', ...headers }, body }),
    { params: Promise.resolve({}) },
  );

beforeEach(() => {
  current.user = { id: 'u1' };
});

describe('defineRoute', () => {
  it('wraps results in the envelope', async () => {
    const res = await call('{"name":"Ann"}', { origin: 'http://app.test' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { result: { hello: 'Ann', user: 'u1' } } });
  });
  it('answers 401 when signed out', async () => {
    current.user = null;
    expect((await call('{"name":"Ann"}')).status).toBe(401);
  });
  it('answers 400 with zod details for bad input and for bad JSON', async () => {
    const res = await call('{"name":"   "}');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Name required' });
    expect(body.details[0]).toMatchObject({ path: 'name' });
    expect((await call('{not json')).status).toBe(400);
  });
  it('maps ApiError codes to statuses', async () => {
    const res = await call('{"name":"nope"}');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      errorCode: 'INSUFFICIENT_CREDITS',
      message: 'Need more',
      details: { required: 3 },
    });
  });
  it('never leaks an unexpected error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await call('{"name":"boom"}');
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('secret');
    spy.mockRestore();
  });
  it('refuses cookie-authenticated mutations from another origin, but not bearer clients', async () => {
    expect((await call('{"name":"Ann"}', { origin: 'https://evil.test' })).status).toBe(403);
    expect((await call('{"name":"Ann"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(
      (await call('{"name":"Ann"}', { origin: 'https://evil.test', authorization: 'Bearer t' })).status,
    ).toBe(200);
  });
});

describe('bad input is a clear 4xx, never a crash', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    route(
      new Request('http://app.test/v1/x', {
        method: 'POST',
        headers: { host: 'app.test', ...headers },
        body,
      }),
      {
        params: Promise.resolve({}),
      },
    );

  it('refuses a body over 64 KB, declared or streamed, with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(70 * 1024) });
    const declared = await post(big, { 'content-length': String(big.length) });
    expect(declared.status).toBe(413);
    expect((await declared.json()).errorCode).toBe('PAYLOAD_TOO_LARGE');
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode('x'.repeat(8 * 1024)));
        c.close();
      },
    });
    const streamed = await route(
      new Request('http://app.test/v1/x', {
        method: 'POST',
        headers: { host: 'app.test' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({}) },
    );
    expect(streamed.status).toBe(413);
  });

  it('Origin: null or a malformed Origin is 403, not 500', async () => {
    expect((await post('{"name":"Ann"}', { origin: 'null' })).status).toBe(403);
    expect((await post('{"name":"Ann"}', { origin: 'http://' })).status).toBe(403);
  });

  it('X-Forwarded-Host counts only from a trusted proxy', async () => {
    const { registry } = await import('@/lib/registry');
    const { markPeerHeaderInstalled, PEER_HEADER } = await import('@/lib/http/client-ip');
    const forged = { origin: 'http://evil.test', 'x-forwarded-host': 'evil.test' };
    // Straight from a client: its X-Forwarded-Host is ignored, Host (app.test) decides.
    expect((await post('{"name":"Ann"}', forged)).status).toBe(403);
    expect(
      (await post('{"name":"Ann"}', { origin: 'http://app.test', 'x-forwarded-host': 'x' })).status,
    ).toBe(200);
    markPeerHeaderInstalled();
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    registry.reload();
    try {
      // From a client that is not one of our proxies: still ignored.
      expect((await post('{"name":"Ann"}', { ...forged, [PEER_HEADER]: '203.0.113.9' })).status).toBe(403);
      // From our proxy: the host the visitor asked for.
      const proxied = { origin: 'https://stickers.example', 'x-forwarded-host': 'stickers.example' };
      expect((await post('{"name":"Ann"}', { ...proxied, [PEER_HEADER]: '10.1.2.3' })).status).toBe(200);
    } finally {
      delete process.env.TRUSTED_PROXIES;
      registry.reload();
    }
  });

  it('NUL bytes and lone surrogates in strings are 400', async () => {
    expect((await post(JSON.stringify({ name: 'a\u0000b' }))).status).toBe(400);
    expect((await post('{"name":"\\ud800x"}')).status).toBe(400);
    const withParam = defineRoute({ auth: 'none', params: z.object({ ref: z.string() }) }, async () =>
      ok('ok'),
    );
    const res = await withParam(new Request('http://app.test/v1/x'), {
      params: Promise.resolve({ ref: 'a\u0000' }),
    });
    expect(res.status).toBe(400);
  });
});
