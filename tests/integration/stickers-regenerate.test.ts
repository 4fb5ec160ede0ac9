import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as GET_ONE } from '@/app/v1/stickers/[reference]/route';
import { POST as REGENERATE } from '@/app/v1/stickers/[reference]/regenerate/route';
import { GET as LIST, POST } from '@/app/v1/stickers/route';
import type { StickerDto } from '@/lib/contracts/stickers';
import type { Connection } from '@/lib/db/connect';
import { stickers } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { localBlobStore } from '@/lib/storage/local';
import { stickerSweepTarget } from '@/lib/stickers/sweep';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf, createBody, fakeRenderer, makeCharacter, stickersOf, waitFor } from './stickers-helpers';
import { registry } from '@/lib/registry';
import { planDrawing } from '@/lib/media/sticker/plan';
import { retrySeed } from '@/lib/stickers/render-seed';
import type { StickerSpec } from '@/lib/stickers/spec';
import { callerFrom } from '../helpers/caller';

// Regeneration (docs/decisions.md): the sticker keeps its date and place, its progress is timed from the
// regeneration, and a regeneration whose job cannot be queued leaves the sticker as it was.
callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
const store = localBlobStore(tempDir('stickers-regenerate-'));

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
beforeEach(() => registry.override({ stickerRenderer: fakeRenderer().renderer }));
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const list = async () =>
  (await (await LIST(jsonRequest('/v1/stickers', 'GET'), params())).json()).data.items as StickerDto[];
const getOne = async (reference: string) =>
  (await (await GET_ONE(jsonRequest(`/v1/stickers/${reference}`, 'GET'), params({ reference }))).json()).data
    .result as StickerDto;
const regenerate = (reference: string) =>
  REGENERATE(jsonRequest(`/v1/stickers/${reference}/regenerate`, 'POST', {}), params({ reference }));

/** A user with a finished set of 4 stickers, created an hour ago. */
async function finishedSet() {
  session.user = await makeUser(conn.db, 100);
  const character = await makeCharacter(conn.db, session.user.id);
  await POST(jsonRequest('/v1/stickers', 'POST', createBody(character.reference, 4)), params());
  await runner.whenIdle();
  for (const row of await stickersOf(conn.db, session.user.id)) {
    await conn.db
      .update(stickers)
      .set({ createdAt: new Date(row.createdAt.getTime() - 3_600_000) })
      .where(eq(stickers.id, row.id));
  }
  return { user: session.user, before: await list() };
}

describe('regenerating a sticker', () => {
  it('keeps createdAt and its place in the list; progress and job recovery are timed from regeneratedAt', async () => {
    const { before } = await finishedSet();
    const target = before[2] as StickerDto;
    expect(target.regeneratedAt).toBeNull();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    registry.override({ stickerRenderer: fakeRenderer(() => gate).renderer });
    expect((await regenerate(target.reference)).status).toBe(202);

    const during = await list();
    expect(during.map((s) => s.reference)).toEqual(before.map((s) => s.reference));
    const redoing = during[2] as StickerDto;
    expect(redoing.status).toBe('PROCESSING');
    expect(redoing.createdAt).toBe(target.createdAt);
    expect(Date.now() - Date.parse(redoing.regeneratedAt ?? '')).toBeLessThan(60_000);
    expect(redoing.progress).toBeLessThan(60); // from createdAt (an hour ago) it would be 99
    const [item] = await stickerSweepTarget.listInProgress(conn.db, {});
    expect(item?.createdAt.toISOString()).toBe(redoing.regeneratedAt);

    release();
    await runner.whenIdle();
    const after = await getOne(target.reference);
    expect([after.status, after.createdAt]).toEqual(['CREATED', target.createdAt]);
    expect((await list()).map((s) => s.reference)).toEqual(before.map((s) => s.reference));
  });

  it('each redraw is planned as another picture than the one it replaces (another framing and side)', async () => {
    const { before } = await finishedSet();
    const target = before[1] as StickerDto;
    const specOfRow = async () => {
      const [row] = await conn.db.select().from(stickers).where(eq(stickers.reference, target.reference));
      return row?.spec as StickerSpec;
    };
    let prev = await specOfRow();
    for (let n = 0; n < 6; n++) {
      expect((await regenerate(target.reference)).status).toBe(202);
      await runner.whenIdle();
      const next = await specOfRow();
      expect(next.seed).not.toBe(prev.seed);
      // The photo family (the set's style): another framing of the cut-out, mirrored the other way.
      const [a, b] = [planDrawing({ ...prev, characters: 1 }), planDrawing({ ...next, characters: 1 })];
      expect(b.framing.flip, `redraw ${n + 1}`).not.toBe(a.framing.flip);
      expect(b.framing.framing, `redraw ${n + 1}`).not.toBe(a.framing.framing);
      prev = next;
    }
  });

  it('a failed render is tried again with a seed chosen like a redraw, kept with the drawing; a redraw steers away from it', async () => {
    session.user = await makeUser(conn.db, 100);
    const character = await makeCharacter(conn.db, session.user.id);
    const seeds: number[] = [];
    const drawn = fakeRenderer().renderer;
    registry.override({
      stickerRenderer: {
        render: async (input) => {
          seeds.push(input.seed);
          if (seeds.length === 1) throw new Error('the model failed');
          return drawn.render(input);
        },
      },
    });
    const res = await POST(jsonRequest('/v1/stickers', 'POST', createBody(character.reference, 4)), params());
    expect(res.status, await res.clone().text()).toBe(201);
    await runner.whenIdle();
    // The set's first sticker failed once, then was drawn.
    const rows = await stickersOf(conn.db, session.user.id);
    const row = rows.find((r) => (r.spec as StickerSpec).seed === seeds[0]);
    if (!row) throw new Error('no sticker');
    const spec = row.spec as StickerSpec;
    const retry = await retrySeed({ id: row.id, spec, characters: 1, attempt: 1, previousSeed: spec.seed });
    expect(rows.map((r) => r.status)).toEqual(Array(4).fill('CREATED'));
    expect(seeds.slice(0, 2)).toEqual([spec.seed, retry]);
    expect(retry).not.toBe(spec.seed + 1);
    expect(row.meta).toEqual({ parts: [], seed: retry });
    // The redraw is planned against the drawing the retry made (the photo family: framing and side).
    registry.override({ stickerRenderer: drawn });
    expect((await regenerate(row.reference)).status).toBe(202);
    await runner.whenIdle();
    const after = (await stickersOf(conn.db, session.user.id)).find((r) => r.id === row.id);
    const [a, b] = [
      planDrawing({ ...spec, seed: retry, characters: 1 }),
      planDrawing({ ...(after?.spec as StickerSpec), characters: 1 }),
    ];
    expect(b.framing.flip).not.toBe(a.framing.flip);
    expect(b.framing.framing).not.toBe(a.framing.framing);
  });

  it('a job that cannot be queued: 503, the sticker back as it was, nothing held or charged', async () => {
    const { user, before } = await finishedSet();
    const target = before[0] as StickerDto;
    const [row] = await conn.db.select().from(stickers).where(eq(stickers.reference, target.reference));
    const enqueue = vi.spyOn(runner, 'enqueue').mockImplementationOnce(() => {
      throw new Error('queue down');
    });
    const res = await regenerate(target.reference);
    enqueue.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      errorCode: 'UNAVAILABLE',
      details: { reason: 'JOB_NOT_STARTED' },
    });
    const [restored] = await conn.db.select().from(stickers).where(eq(stickers.reference, target.reference));
    const keep = ({
      status,
      errorCode,
      holdKey,
      spec,
      regeneratedAt,
      createdAt,
      imageKey,
    }: typeof stickers.$inferSelect) => ({
      status,
      errorCode,
      holdKey,
      spec,
      regeneratedAt,
      createdAt,
      imageKey,
    });
    expect(restored && keep(restored)).toEqual(row && keep(row));
    expect(await chargesOf(conn.db, user.id)).toHaveLength(4);
    expect(await expectConsistent(conn.db, user.id)).toMatchObject({
      balance: 100 - 32,
      held: 0,
      activeHolds: 0,
    });
    // And it can be regenerated again at once.
    expect((await regenerate(target.reference)).status).toBe(202);
    await waitFor(async () => (await getOne(target.reference)).status === 'CREATED');
    await runner.whenIdle();
  });
});
