import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PatchedServer, rawRequest, startPatchedServer } from '../helpers/raw-http';

// Hardening: methods Next cannot serve (TRACE, TRACK, CONNECT, names it does not know) never reach
// proxy.ts or a route, so they are refused where `next start` receives every request: the HTTP
// server patch of lib/server/peer-address.ts. A plain Node server on loopback, patched the same way,
// stands in for Next's; its handler answers 200 for what would reach Next.

let server: PatchedServer;
beforeAll(async () => {
  server = await startPatchedServer();
});
afterAll(() => server.close());

const envelope = { errorCode: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' };

describe('methods Next cannot serve', () => {
  it.each([
    ['TRACE /v1/health HTTP/1.1', 'GET, HEAD'],
    ['TRACE / HTTP/1.1', 'GET, HEAD'],
    ['TRACK /v1/stickers HTTP/1.1', 'GET, HEAD, POST'],
    ['FOO /v1/sticker-packs/abc HTTP/1.1', 'GET, HEAD, PUT, DELETE'],
    ['PROPFIND /api/auth/sign-in/email HTTP/1.1', 'GET, HEAD, POST'],
    ['CONNECT example.com:443 HTTP/1.1', 'GET, HEAD'],
  ])('%s → 405 in the envelope, Allow: %s', async (line, allow) => {
    const res = await rawRequest(server.port, line);
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers.allow).toBe(allow);
    expect(JSON.parse(res.body)).toEqual(envelope);
  });

  it('every method Next serves still reaches it, with the peer address', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await rawRequest(server.port, `${method} /v1/health HTTP/1.1`);
      expect(res.status, method).toBe(200);
      if (method !== 'HEAD') expect(JSON.parse(res.body)).toEqual({ reached: method, peer: '127.0.0.1' });
    }
  });
});
