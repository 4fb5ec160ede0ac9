import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduleWarmUp } from '@/lib/server/warm-up';

// The start-up warm-up (lib/server/warm-up.ts) against a real HTTP server standing in for `next start`:
// it asks for the studio's pages and API once each, signed out, and only in a production embedded server.
let server: http.Server;
let origin = '';
const seen: { path: string; cookie: string | undefined }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', cookie: req.headers.cookie });
    res.writeHead(req.url?.startsWith('/v1/') ? 401 : 307, { location: '/' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.unstubAllEnvs();
  seen.length = 0;
});

describe('scheduleWarmUp', () => {
  it('requests the studio pages and their API once each, without a session, in a production server', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', origin);
    const run = scheduleWarmUp();
    expect(run).not.toBeNull();
    await run;
    const paths = seen.map((s) => s.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/creator-studio', '/create-sticker', '/billing', '/v1/users/me']),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(seen.every((s) => s.cookie === undefined)).toBe(true);
  });

  it('does nothing when turned off, or outside a production server', async () => {
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', origin);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STICKERFY_WARM_UP', '0');
    expect(scheduleWarmUp()).toBeNull();
    vi.stubEnv('STICKERFY_WARM_UP', '');
    vi.stubEnv('NODE_ENV', 'development');
    expect(scheduleWarmUp()).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
  });

  it('gives up quietly when the server cannot be reached', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('__NEXT_PRIVATE_ORIGIN', 'http://127.0.0.1:1');
    await expect(scheduleWarmUp()).resolves.toBeUndefined();
  });
});
