import http from 'node:http';
import { expect, test } from '@playwright/test';
import { rawRequest } from '../helpers/raw-request';

// Hardening at the HTTP edge of the real server (next start): what Next itself would answer before
// any route handler runs — undecodable paths, wrong methods, unknown API paths — and a huge body.

test('undecodable paths are a 400, in the envelope on the API (not a plain-text 500)', async ({
  request,
}) => {
  for (const path of ['/v1/characters/%E0%A4%A', '/api/uploads/%ZZ', '/blobs/%E0%A4%A']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json(), path).toMatchObject({ errorCode: 'BAD_REQUEST' });
  }
  expect((await request.get('/de/%E0%A4%A')).status()).toBe(400);
});

test('a wrong method is a 405 and an unknown API path a 404, both in the envelope', async ({ request }) => {
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
    const res = await request.fetch('/v1/health', { method });
    expect(res.status(), method).toBe(405);
    expect(await res.json()).toEqual({ errorCode: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
  }
  for (const path of ['/v1/nope', '/api/nope/deeper']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  }
});

/** One raw request line (any method name) to the server under test. */
async function raw(base: string, line: string) {
  const url = new URL(base);
  const res = await rawRequest(Number(url.port || 80), line, url.hostname);
  return { status: res.status, allow: res.headers.allow ?? null, body: res.body };
}

test('TRACE, TRACK, CONNECT and unknown methods are a 405 in the envelope; OPTIONS agrees', async ({
  baseURL,
  request,
}) => {
  for (const [line, allow] of [
    ['TRACE /v1/health HTTP/1.1', 'GET, HEAD'],
    ['TRACE / HTTP/1.1', 'GET, HEAD'],
    ['TRACK /v1/stickers HTTP/1.1', 'GET, HEAD, POST'],
    ['PROPFIND /v1/stickers HTTP/1.1', 'GET, HEAD, POST'],
    ['FOO /api/auth/sign-in/email HTTP/1.1', 'GET, HEAD, POST'],
    ['CONNECT localhost:443 HTTP/1.1', 'GET, HEAD'],
  ] as const) {
    const res = await raw(baseURL as string, line);
    expect(res.status, line).toBe(405);
    expect(res.allow, line).toBe(allow);
    expect(JSON.parse(res.body), line).toEqual({
      errorCode: 'METHOD_NOT_ALLOWED',
      message: 'Method not allowed',
    });
  }
  const options = await request.fetch('/v1/stickers', { method: 'OPTIONS' });
  expect(options.status()).toBe(204);
  expect(options.headers().allow).toBe('GET, HEAD, POST');
  expect((await request.fetch('/v1/nope', { method: 'OPTIONS' })).status()).toBe(404);
});

test('a body nested 4 000 levels deep is a 400 in the envelope, signed out too', async ({ request }) => {
  const deep = `${'['.repeat(4000)}${']'.repeat(4000)}`;
  for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/v1/stickers']) {
    const res = await request.post(path, { data: deep, headers: { 'content-type': 'application/json' } });
    expect(res.status(), path).toBeLessThan(500);
    expect(await res.json(), path).toMatchObject({ errorCode: expect.any(String) });
  }
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: deep,
    headers: { 'content-type': 'application/json' },
  });
  expect(signIn.status()).toBe(400);
});

/** Streams `total` bytes (chunked unless `declare`) and resolves with the status and body. */
function postHuge(base: string, path: string, total: number, declare: boolean) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(declare ? { 'content-length': String(total) } : {}),
      },
    });
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
    });
    req.on('error', (err) => (sent > 0 ? undefined : reject(err)));
    pump();
  });
}

test('a 300 MB webhook body is refused with 413 long before it is all sent', async ({ baseURL }) => {
  for (const declare of [true, false]) {
    const r = await postHuge(baseURL as string, '/api/webhooks/stripe', 300 * 1024 * 1024, declare);
    expect(r.status, `declared=${declare}`).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(r.sent, `declared=${declare}`).toBeLessThan(100 * 1024 * 1024);
  }
});
