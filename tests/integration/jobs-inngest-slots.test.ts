// @isolated: the Inngest client (lib/jobs/inngest.ts) reads its server's address once, when it is built.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/inngest/route';
import type { Connection } from '@/lib/db/connect';
import { jobSlots } from '@/lib/db/schema';
import { sendEvent } from '@/lib/jobs/runtime';
import { createTestDb } from '../helpers/db';
import { registry } from '@/lib/registry';

// Hardening on Inngest: a capped job's event carries its slot token to Inngest, the function marks the
// slot started when Inngest calls it and frees it when it completes (lib/jobs/inngest.ts), so the
// cap holds with hosted jobs as with the embedded runner (hardening-job-quotas.test.ts).
type Sent = { name: string; data: Record<string, unknown> };
const sent: Sent[] = [];
let server: http.Server;
let conn: Connection;

beforeAll(async () => {
  conn = await createTestDb();
  // A stand-in for the Inngest dev server's event API.
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => {
      text += c;
    });
    req.on('end', () => {
      if (req.url?.startsWith('/e/')) sent.push(...(JSON.parse(text) as Sent[]));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ids: ['evt_1'], status: 200 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.INNGEST_DEV = '1';
  process.env.INNGEST_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  registry.reload();
});
afterAll(async () => {
  for (const k of ['INNGEST_DEV', 'INNGEST_BASE_URL']) delete process.env[k];
  registry.reload();
  await new Promise<void>((r) => server.close(() => r()));
  await conn.close();
});

/** Inngest calling our function with the event, as its executor does (dev mode: unsigned). */
const call = (fnId: string, event: Sent) => {
  const e = { ...event, id: randomUUID(), ts: Date.now() };
  return POST(
    new Request(`http://localhost:3000/api/inngest?fnId=stickerfy-${fnId}&stepId=step`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: e,
        events: [e],
        steps: {},
        ctx: { run_id: randomUUID(), attempt: 0, stack: { stack: [], current: 0 } },
        version: 1,
      }),
    }),
    {},
  );
};

describe('job slots with Inngest', () => {
  it('a repeated request joins; the slot is freed when the function completes', async () => {
    const userId = randomUUID();
    const packId = randomUUID();
    expect(await sendEvent('pack/sync.requested', { userId, packId })).toBe('sent');
    expect(await sendEvent('pack/sync.requested', { userId, packId })).toBe('joined');
    expect(sent).toHaveLength(1);
    const [slot] = await conn.db.select().from(jobSlots);
    expect(sent[0]?.data).toMatchObject({ userId, packId, jobSlot: slot?.token });

    // The bot is off here, so the sync finishes in one call.
    const res = await call('pack-sync', sent[0] as Sent);
    expect(res.status).toBe(200);
    expect(await conn.db.select().from(jobSlots)).toEqual([]);
    expect(await sendEvent('pack/sync.requested', { userId, packId })).toBe('sent');
  });
});
