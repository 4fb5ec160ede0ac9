import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCharacterRenderer, UnsafeContentError } from '@/lib/characters/renderer';
import { createReplicateCharacterRenderer, type TileMedia } from '@/lib/characters/replicate-renderer';
import { createCharacter } from '@/lib/characters/service';
import { BACKGROUND_MODEL, CHARACTER_MODEL } from '@/lib/config/ai';
import { createCharacterSchema } from '@/lib/contracts/characters';
import type { Connection } from '@/lib/db/connect';
import { characters } from '@/lib/db/schema';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { serveReplicateWebhooks } from '../helpers/app-webhooks';
import { installLocalRunner } from '../helpers/runner';
import { type FakeReplicate, startFakeReplicate } from '../helpers/fake-replicate';
import { chargesOf, holdOf, makeUser, quiet, tempDir, testPhoto, uploadPhoto } from './characters-helpers';
import { registry } from '@/lib/registry';

let fake: FakeReplicate;
let conn: Connection;
const mediaCalls = { removeBackground: 0, toTile: 0 };

// Background removal on the model output takes seconds of CPU; the HTTP path is what is tested here.
const media: TileMedia = {
  removeBackground: async (png) => {
    mediaCalls.removeBackground++;
    return sharp(png).ensureAlpha().png().toBuffer();
  },
  toTile: async (cutout) => {
    mediaCalls.toTile++;
    return sharp(cutout)
      .resize(512, 512, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp()
      .toBuffer();
  },
};

const renderer = (opts: { timeoutMs?: number } = {}) =>
  createReplicateCharacterRenderer({
    auth: 'test-token',
    baseUrl: fake.baseUrl,
    pollIntervalMs: 10,
    media,
    ...opts,
  });

const make = async (m = renderer()) =>
  m.render({ photos: [await testPhoto()], name: 'Robo', description: 'a friendly robot' });

beforeAll(async () => {
  fake = await startFakeReplicate(await testPhoto('#22aa88'));
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('char-replicate-')) });
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.scenario = 'success';
  fake.processingPolls = 1;
  mediaCalls.removeBackground = 0;
  mediaCalls.toTile = 0;
});
afterAll(async () => {
  registry.override({ characterRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
  await fake.close();
});

describe('Replicate character renderer', () => {
  it('sends a data URI and the pinned version, downloads the output and makes a 512 px tile', async () => {
    const { tiles, mainIndex } = await make();
    expect(mainIndex).toBe(0);
    expect(tiles).toHaveLength(1);
    const meta = await sharp(tiles[0] as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);

    const [created] = fake.created();
    expect(created?.auth).toBe('Bearer test-token');
    const body = created?.body as { version: string; input: { image: string; prompt: string } };
    expect(body.version).toBe(CHARACTER_MODEL.version);
    expect(body.input.image).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(body.input.prompt).toContain('a friendly robot');
    // The token never leaks into the input (replicate 1.4 bug with Buffer inputs).
    expect(JSON.stringify(body)).not.toContain('test-token');
    expect(fake.requests.some((r) => r.path === '/files/out.png')).toBe(true);
    expect(mediaCalls).toEqual({ removeBackground: 1, toTile: 1 });
  });

  it('throws on a failed prediction', async () => {
    fake.scenario = 'failure';
    await expect(make()).rejects.toThrow(/failed: CUDA out of memory/);
    expect(mediaCalls.removeBackground).toBe(0);
  });

  it('throws UnsafeContentError when the model refuses the content', async () => {
    fake.scenario = 'unsafe';
    const err = await make().catch((e) => e);
    expect(err).toBeInstanceOf(UnsafeContentError);
    expect(err.message).toMatch(/NSFW/);
  });

  it('gives up after its timeout and cancels the prediction', async () => {
    fake.scenario = 'slow';
    const started = Date.now();
    await expect(make(renderer({ timeoutMs: 300 }))).rejects.toThrow(/timed out after 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.requests.some((r) => r.method === 'POST' && /\/cancel$/.test(r.path))).toBe(true);
  });

  it('fails when the output URL is gone (404)', async () => {
    fake.scenario = 'missing-output';
    await expect(make()).rejects.toThrow(/Could not download the model output \(404\)/);
  });

  it('removes the background on Replicate too by default (no local model in hosted mode)', async () => {
    const m = createReplicateCharacterRenderer({
      auth: 'test-token',
      baseUrl: fake.baseUrl,
      pollIntervalMs: 10,
    });
    const { tiles } = await m.render({ photos: [await testPhoto()], name: 'A', description: '' });
    expect(fake.created().map((r) => (r.body as { version: string }).version)).toEqual([
      CHARACTER_MODEL.version,
      BACKGROUND_MODEL.version,
    ]);
    const meta = await sharp(tiles[0] as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
  });

  it('is chosen by REPLICATE_API_TOKEN and REPLICATE_BASE_URL', async () => {
    process.env.REPLICATE_API_TOKEN = 'test-token';
    process.env.REPLICATE_BASE_URL = fake.baseUrl;
    registry.reload();
    try {
      fake.scenario = 'failure';
      // The configured renderer polls every 2 s: the outcome comes at the first poll.
      fake.processingPolls = 0;
      const chosen = await getCharacterRenderer();
      await expect(
        chosen.render({ photos: [await testPhoto()], name: 'A', description: '' }),
      ).rejects.toThrow(/CUDA out of memory/);
      expect(fake.created()).toHaveLength(1);
    } finally {
      delete process.env.REPLICATE_API_TOKEN;
      delete process.env.REPLICATE_BASE_URL;
      registry.reload();
    }
  });
});

describe('character job with Replicate', () => {
  // In a job the prediction is answered by webhook: the job waits for it without polling.
  let hooks: Awaited<ReturnType<typeof serveReplicateWebhooks>>;
  beforeAll(async () => {
    hooks = await serveReplicateWebhooks(fake.baseUrl);
  });
  afterAll(async () => hooks.close());

  async function runJob(scenario: FakeReplicate['scenario']) {
    fake.scenario = scenario;
    registry.override({ characterRenderer: renderer({ timeoutMs: 2000 }) });
    const runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
    const user = await makeUser(conn.db, 10);
    const ref = await uploadPhoto(conn.db, user.id);
    const input = createCharacterSchema.parse({ name: 'Robo', userUploadReferences: [ref] });
    const { character } = await createCharacter(conn.db, user.id, input);
    await runner?.whenIdle();
    const [row] = await conn.db.select().from(characters).where(eq(characters.id, character.id));
    return { row, user, hold: await holdOf(conn.db, `character:${character.id}`) };
  }

  it('an unsafe prediction fails the character with UNSAFE_CONTENT, once, and charges nothing', async () => {
    const { row, user, hold } = await runJob('unsafe');
    expect([row?.status, row?.errorCode]).toEqual(['FAILED_CREATION', 'UNSAFE_CONTENT']);
    expect(fake.created()).toHaveLength(1); // no retries
    expect(hold?.status).toBe('RELEASED');
    expect(await chargesOf(conn.db, user.id)).toHaveLength(0);
  });

  it('a failing model is retried, then fails with GENERATION_FAILED and releases the hold', async () => {
    const { row, user, hold } = await runJob('failure');
    expect([row?.status, row?.errorCode]).toEqual(['FAILED_CREATION', 'GENERATION_FAILED']);
    expect(fake.created()).toHaveLength(4);
    expect(hold?.status).toBe('RELEASED');
    expect(await chargesOf(conn.db, user.id)).toHaveLength(0);
  });

  it('a successful prediction ends CREATED and charged once', async () => {
    const { row, user, hold } = await runJob('success');
    expect(row?.status).toBe('CREATED');
    expect(hold?.status).toBe('CAPTURED');
    expect((await chargesOf(conn.db, user.id)).map((c) => c.delta)).toEqual([-3]);
    // Answered by webhook, never polled.
    expect(fake.created().map((r) => (r.body as { webhook?: string }).webhook)).toEqual([
      `${hooks.origin}/api/webhooks/replicate`,
    ]);
    expect(fake.deliveries.slice(-1).map((d) => d.status)).toEqual([200]);
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/'))).toEqual(
      [],
    );
  });
});
