import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as CREATE_CHARACTER } from '@/app/v1/characters/route';
import { POST as CREATE_STICKERS } from '@/app/v1/stickers/route';
import { POST as ANIMATE } from '@/app/v1/stickers/[reference]/animate/route';
import { POST as REGENERATE } from '@/app/v1/stickers/[reference]/regenerate/route';
import type { AppUser } from '@/lib/auth/current-user';
import { failCharacter } from '@/lib/characters/lifecycle';
import { findVisibleCharacter } from '@/lib/characters/queries';
import type { Connection } from '@/lib/db/connect';
import { jobSlots } from '@/lib/db/schema';
import type { EventName } from '@/lib/jobs/events';
import { sendEvent } from '@/lib/jobs/runtime';
import { startSlot } from '@/lib/jobs/slots';
import type { AnyJob } from '@/lib/jobs/types';
import { JOB_CATALOG } from '@/lib/server/jobs';
import { upsertCost } from '@/lib/pricing/queries';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { failAnimationRequest } from '@/lib/stickers/animation-job';
import { findAnimation } from '@/lib/stickers/animation-queries';
import { failSticker } from '@/lib/stickers/lifecycle';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { makeUser } from '../helpers/users';
import { tempDir, uploadPhoto } from './characters-helpers';
import { makeStickers } from './packs-helpers';
import { createBody, makeCharacter } from './stickers-helpers';
import { callerFrom } from '../helpers/caller';

// Hardening: a per-user cap on jobs in flight for every job kind in the registry (lib/server/jobs.ts).
// Kinds that start with a credit hold (lib/credits reserveCredits) are capped by the hold: it is taken
// only while the user has fewer than `maxActionsInProgress` (app_settings, default 3) — in the same
// conditional UPDATE, on the users row, so it holds across instances and races. Free actions (cost 0)
// take a hold too. The other kinds (publishing) take a slot in job_slots when their event is sent
// (lib/jobs/slots.ts): per user at most their `perUser`, and one waiting job per key that a repeated
// request joins. A new job kind must be covered below, or the registry test fails.
const session: { user: AppUser | null } = { user: null };
callerFrom(session);

let conn: Connection;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('job-quotas-')) });
  installLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } }); // jobs stay in flight
});
afterAll(async () => {
  registry.override({ localRunner: undefined, storage: undefined });
  await conn.close();
});

const json = (url: string, body?: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const none = { params: Promise.resolve({}) };

/** The three job kinds; each returns the status and, when accepted, how to settle it again. */
function kinds(user: AppUser) {
  return {
    character: async () => {
      const ref = await uploadPhoto(conn.db, user.id);
      const res = await CREATE_CHARACTER(
        json('/v1/characters', { name: 'Q', userUploadReferences: [ref] }),
        none,
      );
      const body = await res.json();
      const settle = async () => {
        const row = await findVisibleCharacter(conn.db, body.data.result.reference, user.id);
        await failCharacter(conn.db, row?.id as string, 'GENERATION_FAILED');
      };
      return { res, body, settle };
    },
    stickerBatch: async () => {
      const c = await makeCharacter(conn.db, user.id);
      const res = await CREATE_STICKERS(json('/v1/stickers', createBody(c.reference)), none);
      const body = await res.json();
      const settle = async () => {
        for (const s of body.data.result) await failSticker(conn.db, s.id, 'GENERATION_FAILED');
      };
      return { res, body, settle };
    },
    regeneration: async () => {
      // A settled sticker of the user's (its own batch settled first, so it holds no slot).
      session.user = user;
      const c = await makeCharacter(conn.db, user.id);
      const made = await (await CREATE_STICKERS(json('/v1/stickers', createBody(c.reference)), none)).json();
      if (!made.data) return { res: null, body: made, settle: async () => {} };
      for (const s of made.data.result) await failSticker(conn.db, s.id, 'GENERATION_FAILED');
      const sticker = made.data.result[0];
      const res = await REGENERATE(json(`/v1/stickers/${sticker.reference}/regenerate`), {
        params: Promise.resolve({ reference: sticker.reference }),
      });
      const body = await res.json();
      return {
        res,
        body,
        settle: async () => void (await failSticker(conn.db, sticker.id, 'GENERATION_FAILED')),
      };
    },
    animation: async () => {
      // A finished sticker of the user's, animated (docs/animated-stickers.md).
      session.user = user;
      const [sticker] = await makeStickers(conn.db, user.id, 1);
      const reference = sticker?.reference as string;
      const res = await ANIMATE(json(`/v1/stickers/${reference}/animate`, { preset: 'float' }), {
        params: Promise.resolve({ reference }),
      });
      const body = await res.json();
      const settle = async () => {
        const row = await findAnimation(conn.db, sticker?.id as string);
        if (row) await failAnimationRequest(conn.db, row.stickerId, row.holdKey, 'ANIMATION_FAILED');
      };
      return { res, body, settle };
    },
  };
}

describe('jobs in flight per user', () => {
  it('a fourth job of any kind is a 409 with a clear message until one finishes; others are unaffected', async () => {
    const user = await makeUser(conn.db, 500);
    session.user = user;
    const k = kinds(user);
    const started = [await k.character(), await k.stickerBatch(), await k.regeneration()];
    expect(started.map((s) => s.res?.status)).toEqual([201, 201, 202]);

    for (const kind of Object.values(k)) {
      const refused = await kind();
      // (A regeneration needs a batch of its own first, and at the cap that batch is what is refused.)
      expect(refused.res?.status ?? 409).toBe(409);
      expect(refused.body).toMatchObject({
        errorCode: 'TOO_MANY_IN_PROGRESS',
        message: 'Too many actions in progress. Please wait for one to finish.',
        details: { maxInProgress: 3 },
      });
    }

    // Someone else is not held back by this user's jobs.
    const other = await makeUser(conn.db, 500);
    session.user = other;
    expect((await kinds(other).character()).res?.status).toBe(201);

    // One job of the user's finishes (here: fails and is released): the next is accepted.
    session.user = user;
    await started[0]?.settle();
    expect((await k.stickerBatch()).res?.status).toBe(201);
  });

  it('free jobs (cost 0) count against the cap too', async () => {
    for (const key of ['characterCreationCost', 'privateStickerCreationCost', 'publicStickerCreationCost'])
      await upsertCost(conn.db, key, 0);
    const user = await makeUser(conn.db, 0);
    session.user = user;
    const k = kinds(user);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await k.character()).res?.status);
    expect(statuses).toEqual([201, 201, 201, 409]);
  });

  it('a burst of concurrent requests cannot slip past the cap', async () => {
    const user = await makeUser(conn.db, 500);
    session.user = user;
    const refs = await Promise.all(Array.from({ length: 8 }, () => uploadPhoto(conn.db, user.id)));
    const results = await Promise.all(
      refs.map((ref) =>
        CREATE_CHARACTER(json('/v1/characters', { name: 'Burst', userUploadReferences: [ref] }), none),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
  });
});

/** How the tests above start each credit-hold kind (by job id). */
const HOLD_KINDS: Record<string, keyof ReturnType<typeof kinds>> = {
  'character-create': 'character',
  'stickers-generate': 'stickerBatch',
  'stickers-animate': 'animation',
};
/** A valid event payload for each slot-capped kind, for a user and a key (the pack, the deletion, the export). */
const SLOT_PAYLOADS: Record<string, (userId: string, key: string) => Record<string, unknown>> = {
  'pack-publish': (userId, packId) => ({ userId, packId, telegramUserId: 7, chatId: 7 }),
  'pack-sync': (userId, packId) => ({ userId, packId }),
  'pack-unpublish': (userId, packId) => ({ userId, packId, publicId: 'abcd1234' }),
  'pack-sticker-replace': (userId, stickerId) => ({ userId, stickerId }),
  'account-delete': (userId, deletionId) => ({ userId, deletionId }),
  'account-export': (userId, exportId) => ({ userId, exportId }),
};

const slotted = JOB_CATALOG.jobs.filter((j) => j.inFlight !== 'credit-hold');
const perUser = (job: AnyJob) => (job.inFlight === 'credit-hold' ? 0 : job.inFlight.perUser);
const send = (job: AnyJob, userId: string, packId = randomUUID()) =>
  sendEvent(job.event as EventName, SLOT_PAYLOADS[job.id]?.(userId, packId) as never);
const slotsOf = (job: AnyJob, key: string) =>
  conn.db
    .select()
    .from(jobSlots)
    .where(and(eq(jobSlots.job, job.id), eq(jobSlots.key, key)));

describe('every job kind in the registry is capped', () => {
  it('each kind is a credit-hold kind exercised above or has a slot rule exercised below', () => {
    const uncovered = JOB_CATALOG.jobs
      .filter((j) => (j.inFlight === 'credit-hold' ? !HOLD_KINDS[j.id] : !SLOT_PAYLOADS[j.id]))
      .map((j) => j.id);
    expect(uncovered, 'cover these job kinds in hardening-job-quotas.test.ts').toEqual([]);
    expect(slotted.map((j) => j.id).sort()).toEqual([
      'account-delete',
      'account-export',
      'pack-publish',
      'pack-sticker-replace',
      'pack-sync',
      'pack-unpublish',
    ]);
  });

  for (const job of slotted) {
    it(`${job.id}: a repeated request joins the waiting job; at most ${perUser(job)} per user`, async () => {
      const user = await makeUser(conn.db, 0);
      const packId = randomUUID();
      const repeated = [];
      for (let i = 0; i < 10; i++) repeated.push(await send(job, user.id, packId));
      expect(repeated).toEqual(['sent', ...Array(9).fill('joined')]);
      expect(await slotsOf(job, packId)).toHaveLength(1);

      // Once it started, a new request queues one more pass (an edit made meanwhile is not lost),
      // where the cap leaves room for it (a deletion or an export is one at a time)…
      const [waiting] = await slotsOf(job, packId);
      await startSlot(conn.db, waiting?.token as string);
      if (perUser(job) > 1) {
        expect(await send(job, user.id, packId)).toBe('sent');
        expect(await send(job, user.id, packId)).toBe('joined');
      }

      // …and distinct keys count against the user's cap, enforced with the 409 of the hold kinds.
      for (let i = 2; i < perUser(job); i++) expect(await send(job, user.id)).toBe('sent');
      await expect(send(job, user.id)).rejects.toMatchObject({
        code: 'TOO_MANY_IN_PROGRESS',
        status: 409,
        details: { maxInProgress: perUser(job) },
      });
      // Someone else is not held back.
      expect(await send(job, (await makeUser(conn.db, 0)).id)).toBe('sent');
    });

    it(`${job.id}: a burst of concurrent requests cannot slip past the cap`, async () => {
      const user = await makeUser(conn.db, 0);
      const results = await Promise.allSettled(
        Array.from({ length: perUser(job) + 6 }, () => send(job, user.id)),
      );
      expect(results.filter((r) => r.status === 'fulfilled' && r.value === 'sent')).toHaveLength(
        perUser(job),
      );
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(6);
    });
  }

  it('a settled job frees its slot (the bot is off here: publishing jobs end at once; a deletion or export that does not exist is skipped)', async () => {
    const runner = installLocalRunner({ log: { warn: () => {}, error: () => {} } });
    try {
      for (const job of slotted) {
        const user = await makeUser(conn.db, 0);
        const packId = randomUUID();
        expect(await send(job, user.id, packId)).toBe('sent');
        await runner.whenIdle();
        expect(await slotsOf(job, packId)).toEqual([]);
        expect(await send(job, user.id, packId)).toBe('sent');
        await runner.whenIdle();
      }
    } finally {
      installLocalRunner({ perUserLimit: 0, log: { warn: () => {}, error: () => {} } });
    }
  });
});
