import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as ANIMATE } from '@/app/v1/stickers/[reference]/animate/route';
import { GET as GET_ONE } from '@/app/v1/stickers/[reference]/route';
import { POST } from '@/app/v1/stickers/route';
import { COST_DEFAULTS } from '@/lib/config/pricing';
import { chargeCredits } from '@/lib/credits/service';
import type { StickerDto } from '@/lib/contracts/stickers';
import type { Connection } from '@/lib/db/connect';
import { creditHolds, stickerAnimations, stickers } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { getStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { stickerSummaries } from '@/lib/stickers/lookup';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent, userState } from './credits-helpers';

const available = async (userId: string) => {
  const s = await userState(conn.db, userId);
  return s.balance - s.held;
};
import { chargesOf, createBody, fakeRenderer, makeCharacter, stickersOf } from './stickers-helpers';
import { callerFrom } from '../helpers/caller';

// Animating a finished sticker (docs/animated-stickers.md): one hold of the animation's cost, captured
// when its files are stored, released when it fails; asking again while it is made or for the motion
// it already has charges nothing. The real engine runs (sharp frames, ffmpeg).
callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
const store = localBlobStore(tempDir('stickers-animate-'));
const COST = COST_DEFAULTS.animateSticker;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store, stickerRenderer: fakeRenderer().renderer });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const animate = (reference: string, body: unknown = { preset: 'bounce' }) =>
  ANIMATE(jsonRequest(`/v1/stickers/${reference}/animate`, 'POST', body), params({ reference }));
const getOne = async (reference: string) =>
  (await (await GET_ONE(jsonRequest(`/v1/stickers/${reference}`, 'GET'), params({ reference }))).json()).data
    .result as StickerDto;
const animationCharges = async (userId: string) =>
  (await chargesOf(conn.db, userId)).filter((r) => r.description.includes('"animation"'));

async function finishedSticker(credits = 100) {
  session.user = await makeUser(conn.db, credits);
  const character = await makeCharacter(conn.db, session.user.id);
  await POST(jsonRequest('/v1/stickers', 'POST', createBody(character.reference, 4)), params());
  await runner.whenIdle();
  const [row] = await stickersOf(conn.db, session.user.id);
  if (!row) throw new Error('no sticker');
  return { user: session.user, sticker: row };
}

describe('animating a sticker', () => {
  it('charges once on success; a repeated request while it is made and after it is done charges nothing', async () => {
    const { user, sticker } = await finishedSticker();
    const before = { available: await available(user.id) };
    const first = await animate(sticker.reference);
    expect(first.status).toBe(202);
    const firstBody = await first.json();
    expect(firstBody.data.result.status).toBe('PROCESSING');
    expect(firstBody.data.balance.availableCredits).toBe(before.available - COST);
    // A retry of the same request (a lost answer) joins it: no second hold.
    expect((await animate(sticker.reference)).status).toBe(202);
    await runner.whenIdle();

    const done = await getOne(sticker.reference);
    expect(done.animation?.status).toBe('CREATED');
    expect(done.animation?.shownPreset).toBe('bounce');
    for (const url of [done.animation?.video, done.animation?.animatedWebp, done.animation?.poster])
      expect(url).toMatch(/^\/blobs\/private\//);
    const [row] = await conn.db
      .select()
      .from(stickerAnimations)
      .where(eq(stickerAnimations.stickerId, sticker.id));
    const webm = await getStorage().get(row?.videoKey as string);
    expect(webm?.data.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a WEBM file
    expect(webm?.access).toBe('private');
    // Pack pages show it moving too (their sticker summaries carry the video and its poster).
    const summary = (await stickerSummaries(conn.db, [sticker.id])).get(sticker.id);
    expect(summary?.animation?.video).toBe(done.animation?.video);
    expect(summary?.animation?.poster).toBe(done.animation?.poster);

    // The same motion again once it is made: answered from what exists, nothing held or charged.
    const again = await animate(sticker.reference);
    expect((await again.json()).data.result.status).toBe('CREATED');
    await runner.whenIdle();
    expect(await animationCharges(user.id)).toHaveLength(1);
    expect(await available(user.id)).toBe(before.available - COST);
    await expectConsistent(conn.db, user.id);

    // Another motion is another animation: charged once more, the old files replaced and deleted.
    expect((await animate(sticker.reference, { preset: 'heartbeat' })).status).toBe(202);
    await runner.whenIdle();
    expect((await getOne(sticker.reference)).animation?.shownPreset).toBe('heartbeat');
    expect(await animationCharges(user.id)).toHaveLength(2);
    expect(await getStorage().get(row?.videoKey as string)).toBeNull();
    await expectConsistent(conn.db, user.id);
  });

  it('a failed animation charges nothing and keeps the sticker as it was', async () => {
    const { user, sticker } = await finishedSticker();
    const before = { available: await available(user.id) };
    // Its drawing is gone from storage: the job cannot draw the frames.
    await getStorage().delete(sticker.imageKey as string);
    expect((await animate(sticker.reference, { preset: 'shake' })).status).toBe(202);
    await runner.whenIdle();
    const after = await getOne(sticker.reference);
    expect(after.animation?.status).toBe('FAILED');
    expect(after.animation?.video).toBeNull();
    expect(after.status).toBe('CREATED');
    expect(await animationCharges(user.id)).toHaveLength(0);
    expect(await available(user.id)).toBe(before.available);
    const holds = await conn.db.select().from(creditHolds).where(eq(creditHolds.userId, user.id));
    expect(holds.filter((h) => h.idempotencyKey.startsWith('sticker-animate:')).map((h) => h.status)).toEqual(
      ['RELEASED'],
    );
    await expectConsistent(conn.db, user.id);
  });

  it('refuses what cannot be animated: bad motion 400, unfinished 409, no credits 402, someone else’s 404', async () => {
    const { sticker } = await finishedSticker();
    const bad = await animate(sticker.reference, { preset: 'moonwalk' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorCode).toBe('VALIDATION_ERROR');

    await conn.db.update(stickers).set({ status: 'FAILED_CREATION' }).where(eq(stickers.id, sticker.id));
    expect((await animate(sticker.reference)).status).toBe(409);
    await conn.db.update(stickers).set({ status: 'CREATED' }).where(eq(stickers.id, sticker.id));

    // Everything left spent elsewhere: 402 with what it needs, and nothing started.
    const poor = await finishedSticker();
    const left = await available(poor.user.id);
    await chargeCredits(conn.db, {
      userId: poor.user.id,
      credits: left,
      action: 'test',
      description: 'spent',
      idempotencyKey: `spend:${poor.user.id}`,
    });
    const refused = await animate(poor.sticker.reference);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_CREDITS',
      details: { required: COST, available: 0 },
    });
    expect((await getOne(poor.sticker.reference)).animation).toBeNull();

    session.user = await makeUser(conn.db, 100);
    expect((await animate(sticker.reference)).status).toBe(404);
  });
});
