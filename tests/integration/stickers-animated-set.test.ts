import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as REGENERATE } from '@/app/v1/stickers/[reference]/regenerate/route';
import { DELETE, GET as GET_ONE } from '@/app/v1/stickers/[reference]/route';
import { POST } from '@/app/v1/stickers/route';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { createFailureOf } from '@/lib/client/sticker-errors';
import { COST_DEFAULTS } from '@/lib/config/pricing';
import { STICKER_MESSAGES, type StickerDto } from '@/lib/contracts/stickers';
import type { Connection } from '@/lib/db/connect';
import { creditHolds, stickerAnimations } from '@/lib/db/schema';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { getStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import en from '@/messages/en.json';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent, userState } from './credits-helpers';
import { chargesOf, createBody, fakeRenderer, makeCharacter, stickersOf } from './stickers-helpers';
import { callerFrom } from '../helpers/caller';

// A set ordered animated (docs/animated-stickers.md): one hold of count × (drawing + animation) at
// request time; each drawing and each animation charged from it only when it succeeds, the rest
// released. The real engine animates (sharp frames, ffmpeg).
callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
const DRAW = COST_DEFAULTS.privateStickerCreationCost;
const ANIMATE = COST_DEFAULTS.animateSticker;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('stickers-animated-set-')) });
  // One job of a user at a time: the set's animations wait for its drawing job to end.
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet, perUserLimit: 1 });
});
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const create = (body: unknown) => POST(jsonRequest('/v1/stickers', 'POST', body), params());
const getOne = async (reference: string) =>
  (await (await GET_ONE(jsonRequest(`/v1/stickers/${reference}`, 'GET'), params({ reference }))).json()).data
    .result as StickerDto;
const holdsOf = (userId: string) => conn.db.select().from(creditHolds).where(eq(creditHolds.userId, userId));
const animationsOf = (userId: string) =>
  conn.db.select().from(stickerAnimations).where(eq(stickerAnimations.userId, userId));

describe('a set ordered animated', () => {
  it('holds drawing and animation up front, charges each success once, releases each failure', async () => {
    const user = await makeUser(conn.db, 100);
    session.user = user;
    const character = await makeCharacter(conn.db, user.id);
    // "Sticker 1" cannot be drawn. Just before "Sticker 3" is drawn (its animations wait for the
    // drawing job), the drawing of 0 is lost from storage, so its animation fails, and 2 is deleted
    // while its animation waits: its part must come back, not stay held.
    registry.override({
      stickerRenderer: fakeRenderer(async (name) => {
        if (name === 'Sticker 1') throw new Error('model refused');
        if (name !== 'Sticker 3') return;
        const drawn = new Map((await stickersOf(conn.db, user.id)).map((s) => [s.name, s]));
        await getStorage().delete(drawn.get('Sticker 0')?.imageKey as string);
        const gone = drawn.get('Sticker 2')?.reference as string;
        const res = await DELETE(jsonRequest(`/v1/stickers/${gone}`, 'DELETE'), params({ reference: gone }));
        expect(res.status).toBe(200);
      }).renderer,
    });

    const res = await create(createBody(character.reference, 4, { animationPreset: 'heartbeat' }));
    expect(res.status).toBe(201);
    const held = 4 * (DRAW + ANIMATE);
    expect((await res.json()).data.balance.availableCredits).toBe(100 - held);
    const [hold] = await holdsOf(user.id);
    expect(hold?.amount).toBe(held);
    await runner.whenIdle();

    const byName = new Map((await stickersOf(conn.db, user.id)).map((s) => [s.name, s]));
    const sticker = (i: number) => byName.get(`Sticker ${i}`) as NonNullable<ReturnType<typeof byName.get>>;
    expect([0, 1, 3].map((i) => sticker(i).status)).toEqual(['CREATED', 'FAILED_CREATION', 'CREATED']);
    expect(byName.has('Sticker 2')).toBe(false);
    const animations = new Map((await animationsOf(user.id)).map((a) => [a.stickerId, a]));
    expect(animations.size).toBe(2);
    expect(animations.get(sticker(0).id)).toMatchObject({ status: 'FAILED', videoKey: null });
    expect(animations.get(sticker(3).id)).toMatchObject({ status: 'CREATED', shownPreset: 'heartbeat' });
    const moving = await getOne(sticker(3).reference);
    expect(moving.animation?.video).toMatch(/^\/blobs\/private\//);
    // A failed animation leaves the drawing as it was: still CREATED, no moving version.
    expect((await getOne(sticker(0).reference)).status).toBe('CREATED');

    // Three drawings (2 was drawn before it was deleted) and one animation charged, from the one
    // hold; the rest released, so the hold is settled.
    const charged = 3 * DRAW + ANIMATE;
    const charges = await chargesOf(conn.db, user.id);
    expect(charges.map((c) => -c.delta).sort((a, b) => a - b)).toEqual([ANIMATE, DRAW, DRAW, DRAW]);
    const [settled] = await holdsOf(user.id);
    expect(settled).toMatchObject({ status: 'CAPTURED', remaining: 0, captured: charged });
    const state = await userState(conn.db, user.id);
    expect(state.balance - state.held).toBe(100 - charged);

    // The job again for a settled animation (a retry, a redelivered event) charges nothing more.
    for (const a of animations.values())
      runner.enqueue({
        name: 'stickers/animate.requested',
        data: { userId: user.id, stickerId: a.stickerId, holdKey: a.holdKey },
      });
    await runner.whenIdle();
    expect(await chargesOf(conn.db, user.id)).toHaveLength(4);
    await expectConsistent(conn.db, user.id);

    // Drawing the failed one again is a drawing alone: its hold is the drawing's, no animation follows.
    registry.override({ stickerRenderer: fakeRenderer().renderer });
    const redo = await REGENERATE(
      jsonRequest(`/v1/stickers/${sticker(1).reference}/regenerate`, 'POST'),
      params({ reference: sticker(1).reference }),
    );
    expect((await redo.json()).data.balance.availableCredits).toBe(100 - charged - DRAW);
    await runner.whenIdle();
    expect((await getOne(sticker(1).reference)).status).toBe('CREATED');
    expect((await animationsOf(user.id)).map((a) => a.stickerId)).not.toContain(sticker(1).id);
    expect(await chargesOf(conn.db, user.id)).toHaveLength(5);
    await expectConsistent(conn.db, user.id);
  });

  it('without enough for drawings and animations: the usual 402 and nothing held or started', async () => {
    const needed = 4 * (DRAW + ANIMATE);
    const user = await makeUser(conn.db, needed - 1);
    session.user = user;
    const character = await makeCharacter(conn.db, user.id);
    const res = await create(createBody(character.reference, 4, { animationPreset: 'bounce' }));
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_CREDITS',
      details: { required: needed, available: needed - 1 },
    });
    expect(await holdsOf(user.id)).toHaveLength(0);
    expect(await stickersOf(conn.db, user.id)).toHaveLength(0);
    expect(await animationsOf(user.id)).toHaveLength(0);
    await expectConsistent(conn.db, user.id);
  });

  it('refuses a motion that is not offered with a 400 the page translates', async () => {
    const user = await makeUser(conn.db, 100);
    session.user = user;
    const character = await makeCharacter(conn.db, user.id);
    for (const animationPreset of ['moonwalk', 7, { preset: 'bounce' }]) {
      const res = await create(createBody(character.reference, 4, { animationPreset }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: STICKER_MESSAGES.unknownMotion });
      const failure = createFailureOf(new ApiRequestError(body.message, 400, body.errorCode, body));
      expect(failure).toEqual({ kind: 'draft', key: 'unknownMotion' });
      expect(en.createSticker.errors.unknownMotion).toBe(STICKER_MESSAGES.unknownMotion);
    }
    expect(await holdsOf(user.id)).toHaveLength(0);
    expect(await stickersOf(conn.db, user.id)).toHaveLength(0);
  });
});
