import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as WEBHOOK } from '@/app/api/webhooks/replicate/route';
import { POST as CREATE } from '@/app/v1/stickers/route';
import { signReplicateWebhook } from '@/lib/ai/replicate-webhook';
import type { Connection } from '@/lib/db/connect';
import { replicatePredictions } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { serveReplicateWebhooks } from '../helpers/app-webhooks';
import { createTestDb } from '../helpers/db';
import { type FakeReplicate, startFakeReplicate } from '../helpers/fake-replicate';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { balanceOf } from './payments-helpers';
import { chargesOf, createBody, makeCharacter, stickersOf } from './stickers-helpers';
import { callerFrom } from '../helpers/caller';

// Hosted stickers end by Replicate's webhook: the job creates each prediction once, with our webhook,
// and waits for the signed completion without polling or holding a function.
callerFrom(session);

let conn: Connection;
let fake: FakeReplicate;
let hooks: Awaited<ReturnType<typeof serveReplicateWebhooks>>;

const cutout = () =>
  sharp({ create: { width: 400, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 200, height: 300, channels: 4, background: '#3a7bd5' } },
        top: 100,
        left: 100,
      },
    ])
    .png()
    .toBuffer();

function signed(body: string, opts: { secret?: string; age?: number; id?: string } = {}) {
  const id = opts.id ?? `msg_${Math.random()}`;
  const timestamp = String(Math.floor(Date.now() / 1000) - (opts.age ?? 0));
  const signature = signReplicateWebhook(opts.secret ?? fake.webhookSecret, id, timestamp, body);
  return new Request(`${hooks.origin}/api/webhooks/replicate`, {
    method: 'POST',
    headers: { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` },
    body,
  });
}
const deliver = async (req: Request) => {
  const res = await WEBHOOK(req, params());
  return { status: res.status, body: (await res.json()) as { received?: boolean; settled?: boolean } };
};

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('replicate-webhook-')) });
  fake = await startFakeReplicate(await cutout());
  hooks = await serveReplicateWebhooks(fake.baseUrl);
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.deliveries.length = 0;
  fake.scenario = 'success';
  fake.webhooks = 'deliver';
  fake.webhookFirst = false;
});
afterAll(async () => {
  await hooks.close();
  await fake.close();
  registry.override({ storage: undefined, localRunner: undefined });
  await conn.close();
});

async function stickerSet(runner: LocalRunner, count: number) {
  session.user = await makeUser(conn.db, 100);
  const character = await makeCharacter(conn.db, session.user.id);
  const res = await CREATE(
    jsonRequest('/v1/stickers', 'POST', createBody(character.reference, count)),
    params(),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  await runner.whenIdle();
  return { user: session.user, rows: await stickersOf(conn.db, session.user.id) };
}

describe('the Replicate webhook route', () => {
  const completed = (id: string) =>
    JSON.stringify({ id, status: 'succeeded', output: ['https://x.test/o.png'] });

  it('refuses unsigned, stale and forged calls and changes nothing', async () => {
    await conn.db
      .insert(replicatePredictions)
      .values({ key: 'k1@0', base: 'k1', attempt: 0, predictionId: 'pw1' });
    const unsigned = new Request(`${hooks.origin}/api/webhooks/replicate`, {
      method: 'POST',
      body: completed('pw1'),
    });
    expect((await deliver(unsigned)).status).toBe(400);
    expect((await deliver(signed(completed('pw1'), { age: 301 }))).status).toBe(400);
    const forged = `whsec_${Buffer.from('not-the-key').toString('base64')}`;
    expect((await deliver(signed(completed('pw1'), { secret: forged }))).status).toBe(401);
    const tampered = signed(completed('pw1'));
    const replay = new Request(tampered.url, {
      method: 'POST',
      headers: tampered.headers,
      body: completed('pw2'),
    });
    expect((await deliver(replay)).status).toBe(401);
    const rows = await conn.db.select().from(replicatePredictions);
    expect(rows.find((r) => r.predictionId === 'pw1')?.completedAt).toBeNull();
  });

  it('records a completion once: a repeat, or news of a prediction we never made, answers 200 and does nothing', async () => {
    expect(await deliver(signed(completed('pw1')))).toEqual({
      status: 200,
      body: { received: true, settled: true },
    });
    expect(await deliver(signed(completed('pw1')))).toEqual({
      status: 200,
      body: { received: true, settled: false },
    });
    expect(await deliver(signed(completed('nobody')))).toEqual({
      status: 200,
      body: { received: true, settled: false },
    });
    const malformed = await deliver(signed('{"status":"succeeded"}'));
    expect(malformed.status).toBe(400);
  });
});

describe('a hosted sticker set answered only by webhook', () => {
  it('draws every sticker, creates each prediction once (also when a step result is lost) and never polls', async () => {
    // Each webhook reaches us before the create call's answer, so before our row knows the
    // prediction's id: it must still end the wait.
    fake.webhookFirst = true;
    let lost = false;
    const runner = installLocalRunner({
      backoffMs: () => 0,
      log: quiet,
      // The first sticker's first step runs, then its answer is lost: the step runs again.
      afterStep: ({ stepId }) => {
        if (!lost && stepId.startsWith('sticker:')) {
          lost = true;
          throw new Error('lost the step result');
        }
      },
    });
    const { user, rows } = await stickerSet(runner, 4);
    expect(rows.map((r) => r.status)).toEqual(['CREATED', 'CREATED', 'CREATED', 'CREATED']);
    expect(lost).toBe(true);
    // Per sticker: the drawing and its background removal, each created once, with our webhook.
    expect(fake.created()).toHaveLength(8);
    for (const r of fake.created())
      expect((r.body as { webhook: string; webhook_events_filter: string[] }).webhook_events_filter).toEqual([
        'completed',
      ]);
    expect(fake.deliveries.map((d) => d.status)).toEqual(Array(8).fill(200));
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/'))).toEqual(
      [],
    );
    expect((await chargesOf(conn.db, user.id)).length).toBeGreaterThan(0);
  }, 120_000);

  it('a prediction that never completes is looked at once after its timeout, cancelled, and nothing is charged', async () => {
    fake.webhooks = 'silent';
    const runner = installLocalRunner({ backoffMs: () => 0, log: quiet, sleepDelayMs: () => 5 });
    const { user, rows } = await stickerSet(runner, 4);
    expect(new Set(rows.map((r) => `${r.status} ${r.errorCode}`))).toEqual(
      new Set(['FAILED_CREATION GENERATION_FAILED']),
    );
    // Per sticker two tries of the drawing, looked at between wait slices and cancelled at the timeout;
    // the hold is released in full.
    const polls = fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/'));
    expect([fake.created().length, fake.cancels().length]).toEqual([8, 8]);
    expect(polls.length).toBeGreaterThanOrEqual(8);
    expect(await chargesOf(conn.db, user.id)).toEqual([]);
    expect(await balanceOf(conn.db, user.id)).toBe(100);
  });
});
