// @isolated: the Inngest client (lib/jobs/inngest.ts) reads its server's address once, when it is built.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, PUT } from '@/app/api/inngest/route';
import { sendEvent } from '@/lib/jobs/runtime';
import { JOB_CATALOG } from '@/lib/server/jobs';
import { registry } from '@/lib/registry';

// A stand-in for the Inngest dev server: records event sends and function registrations.
type Hit = { method: string; path: string; body: unknown };
const hits: Hit[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      hits.push({ method: req.method ?? '', path: req.url ?? '', body: text ? JSON.parse(text) : null });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ids: ['evt_1'], status: 200, ok: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const k of ['INNGEST_DEV', 'INNGEST_BASE_URL']) delete process.env[k];
  registry.reload();
  await new Promise<void>((r) => server.close(() => r()));
});

const req = (method: string) => new Request('http://localhost:3000/api/inngest', { method });

describe('/api/inngest and sendEvent', () => {
  it('is a 404 in embedded mode', async () => {
    registry.reload();
    expect((await GET(req('GET'), {})).status).toBe(404);
  });

  it('serves the functions and sends events to Inngest when configured', async () => {
    process.env.INNGEST_DEV = '1';
    process.env.INNGEST_BASE_URL = base;
    registry.reload();

    const res = await GET(req('GET'), {});
    expect(res.status).toBe(200);
    // every job × (run + failure) + the sweep cron
    expect(await res.json()).toMatchObject({ function_count: JOB_CATALOG.jobs.length * 2 + 1, mode: 'dev' });

    // character-create, its failure handler, the sweeper cron. Registration carries our ids, triggers, per-user concurrency and retries.
    await PUT(req('PUT'), {});
    const register = hits.find((h) => h.path.startsWith('/fn/register'));
    expect(register).toBeDefined();
    const fns = (register?.body as { functions: Record<string, unknown>[] } | undefined)?.functions ?? [];
    const create = fns.find((f) => String(f.id).endsWith('character-create')) as {
      triggers: { event?: string }[];
      concurrency: { key: string; limit: number };
      steps: Record<string, { retries: { attempts: number } }>;
    };
    expect(create.triggers).toEqual([{ event: 'character/create.requested' }]);
    expect(create.concurrency).toEqual({ key: 'event.data.userId', limit: 2 });
    expect(Object.values(create.steps)[0]?.retries.attempts).toBe(3);
    expect(fns.some((f) => String(f.id).endsWith('character-create-failure'))).toBe(true);
    expect(fns.some((f) => String(f.id).endsWith('sweep-stuck-items'))).toBe(true);
    expect(fns.some((f) => String(f.id).endsWith('stickers-generate'))).toBe(true);
    expect(fns.some((f) => String(f.id).endsWith('pack-publish'))).toBe(true);

    const data = {
      characterId: '6f1c1c3e-9d0a-4b7e-8f57-2a1d6c1b9e10',
      userId: '0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
    };
    await sendEvent('character/create.requested', data);
    const sent = hits.find((h) => h.path.startsWith('/e/'));
    expect(sent?.body).toEqual([expect.objectContaining({ name: 'character/create.requested', data })]);
    await expect(sendEvent('character/create.requested', { ...data, userId: 'nope' })).rejects.toThrow();
  });
});
