import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  installRequestTimeouts,
  requestTimeoutMs,
} from '@/lib/server/http-timeouts';

// A request must arrive within the limit (lib/server/http-timeouts.ts): a real Node server patched
// as `next start`'s is at start-up, a handler that reads the body as a route handler does, and raw
// clients that trickle. The limit is 1 s here (HTTP_REQUEST_TIMEOUT_MS); 30 s by default.
const LIMIT = 1_000;
const g = globalThis as unknown as { __stickerfyRequestTimeouts?: number };
const originalEmit = http.Server.prototype.emit;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  delete g.__stickerfyRequestTimeouts;
  expect(installRequestTimeouts({ HTTP_REQUEST_TIMEOUT_MS: String(LIMIT) })).toBe(LIMIT);
  server = http.createServer(async (req, res) => {
    if (req.url === '/early-answer') return void res.writeHead(404).end();
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    // An answer slower than the limit, once the whole request is in, is not cut.
    if (req.url === '/slow-answer') await new Promise((r) => setTimeout(r, LIMIT + 500));
    res.end(JSON.stringify({ bytes }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  http.Server.prototype.emit = originalEmit;
  delete g.__stickerfyRequestTimeouts;
});

/** Sends headers announcing `length` bytes, then one byte every `everyMs`; resolves when the server closes. */
function trickle(path: string, length: number, everyMs: number) {
  return new Promise<{ ms: number; answer: string }>((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: ${length}\r\n\r\n`);
    });
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < length && !socket.destroyed) socket.write('a', () => {});
      sent++;
    }, everyMs);
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

describe('request timeouts', () => {
  it('start-up installs it for `next start` (instrumentation.ts)', () => {
    expect(fs.readFileSync('instrumentation.ts', 'utf8')).toMatch(
      /import\('\.\/lib\/server\/http-timeouts'\)\)\.installRequestTimeouts\(\)/,
    );
  });

  it('defaults to 30 s; HTTP_REQUEST_TIMEOUT_MS sets it within 1 s to 10 min', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(requestTimeoutMs({})).toBe(30_000);
    expect(requestTimeoutMs({ HTTP_REQUEST_TIMEOUT_MS: '5000' })).toBe(5_000);
    for (const bad of ['0', '999', '600001', 'soon', '1.5e3x'])
      expect(requestTimeoutMs({ HTTP_REQUEST_TIMEOUT_MS: bad }), bad).toBe(30_000);
  });

  it('a trickled body is answered 408 and its connection closed at the limit', async () => {
    const { ms, answer } = await trickle('/upload', 1_000, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"errorCode":"BAD_REQUEST"');
    expect(ms).toBeGreaterThanOrEqual(LIMIT - 100);
    expect(ms).toBeLessThan(LIMIT + 3_000);
    // Node's own limits are set on the server too (its 30 s sweep stops slow headers).
    expect(server.requestTimeout).toBe(LIMIT);
    expect(server.headersTimeout).toBeLessThanOrEqual(LIMIT);
  });

  it('a trickled body after an early answer (a refusal before reading) is cut at the limit too', async () => {
    const { ms, answer } = await trickle('/early-answer', 1_000, 200);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(ms).toBeGreaterThanOrEqual(LIMIT - 100);
    expect(ms).toBeLessThan(LIMIT + 3_000);
  });

  it('a body that arrives in time is served, even when the answer takes longer than the limit', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/slow-answer`, { method: 'POST', body: 'hello' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: 5 });
  });
});

describe('many requests on one keep-alive connection', () => {
  it('leave no listeners behind on the socket', async () => {
    const counts: number[] = [];
    const count = (req: http.IncomingMessage) => counts.push(req.socket.listenerCount('close'));
    server.on('request', count);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          { port, host: '127.0.0.1', method: 'POST', path: '/', agent, headers: { 'content-length': 2 } },
          (res) => {
            res.resume();
            res.on('end', () => resolve());
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
    try {
      for (let i = 0; i < 26; i++) await post();
    } finally {
      agent.destroy();
      server.off('request', count);
    }
    // One connection carried them all; each request's own close listener went when its body ended.
    expect(counts).toHaveLength(26);
    expect(Math.max(...counts)).toBe(counts[0]);
  });
});
