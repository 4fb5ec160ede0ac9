import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCreateCharacter } from '@/lib/characters/pipeline';
import { insertCharacter, insertImages, newReference } from '@/lib/characters/queries';
import { getAvailableCreditsForUser, reserveCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { characters, uploads } from '@/lib/db/schema';
import { recoverLostJobs, sweepStuckItems } from '@/lib/jobs/sweeper';
import type { JobEvent, Step } from '@/lib/jobs/types';
import { localBlobStore } from '@/lib/storage/local';
import { claimUploads } from '@/lib/uploads/service';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import {
  chargesOf,
  fakeCharacterRenderer,
  holdOf,
  makeUser,
  quiet,
  tempDir,
  uploadPhoto,
} from './characters-helpers';
import { registry } from '@/lib/registry';

let conn: Connection;
const MIN = 60_000;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({
    storage: localBlobStore(tempDir('jobs-sweep-')),
    characterRenderer: fakeCharacterRenderer().renderer,
  });
});
afterAll(async () => {
  registry.override({ characterRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

/**
 * The state a crash leaves behind: a character in progress with its credits held and its photo
 * claimed, whose job is gone. Built by hand, as the server would have left it.
 */
async function orphan(status: 'PENDING' | 'PROCESSING', ago: { created: number; updated: number }) {
  const db = conn.db;
  const user = await makeUser(db, 10);
  const uploadRef = await uploadPhoto(db, user.id);
  const id = randomUUID();
  const holdKey = `character:${id}`;
  await db.transaction(async (tx) => {
    const [claimed] = await claimUploads(tx, user.id, [uploadRef]);
    await insertCharacter(tx, {
      id,
      reference: newReference(),
      userId: user.id,
      name: 'Lost',
      status,
      holdKey,
    });
    await insertImages(tx, [
      {
        characterId: id,
        kind: 'source',
        reference: newReference(),
        storageKey: claimed?.storageKey as string,
        meta: { uploadReference: uploadRef },
      },
    ]);
    await reserveCredits(tx, {
      userId: user.id,
      credits: 3,
      action: 'createCharacter',
      description: 'x',
      idempotencyKey: holdKey,
    });
  });
  await db.execute(
    sql`update characters set created_at = now() - make_interval(secs => ${ago.created / 1000}),
        updated_at = now() - make_interval(secs => ${ago.updated / 1000}) where id = ${id}`,
  );
  return { id, user, holdKey, uploadRef };
}

const statusOf = async (id: string) =>
  (await conn.db.select().from(characters).where(eq(characters.id, id)))[0];
const uploadStatus = async (ref: string) =>
  (await conn.db.select().from(uploads).where(eq(uploads.reference, ref)))[0]?.status;

describe('sweepStuckItems', () => {
  it('fails characters stuck in progress and releases their holds; leaves the rest alone', async () => {
    const stuck = await orphan('PROCESSING', { created: 30 * MIN, updated: 20 * MIN });
    const fresh = await orphan('PROCESSING', { created: 2 * MIN, updated: 1 * MIN });
    const queued = await orphan('PENDING', { created: 20 * MIN, updated: 20 * MIN });

    const result = await sweepStuckItems(conn.db, { olderThanMs: 15 * MIN, skipIds: new Set([queued.id]) });
    expect(result.characters).toEqual([stuck.id]);

    const s = await statusOf(stuck.id);
    expect([s?.status, s?.errorCode]).toEqual(['FAILED_CREATION', 'GENERATION_TIMEOUT']);
    expect((await holdOf(conn.db, stuck.holdKey))?.status).toBe('RELEASED');
    expect(await getAvailableCreditsForUser(conn.db, stuck.user.id)).toBe(10);
    expect(await chargesOf(conn.db, stuck.user.id)).toHaveLength(0);
    expect(await uploadStatus(stuck.uploadRef)).toBe('DELETED');

    expect((await statusOf(fresh.id))?.status).toBe('PROCESSING');
    expect((await holdOf(conn.db, fresh.holdKey))?.status).toBe('HELD');
    expect((await statusOf(queued.id))?.status).toBe('PENDING');

    // A second sweep finds nothing new, and a late job for the swept character charges nothing.
    expect((await sweepStuckItems(conn.db, { olderThanMs: 15 * MIN })).characters).toEqual([queued.id]);
    const memo = new Map<string, unknown>();
    const step: Step = {
      run: async (id, fn) => {
        if (!memo.has(id)) memo.set(id, await fn());
        return memo.get(id) as never;
      },
      sleep: async () => {},
      waitForEvent: async () => null,
    };
    expect(await runCreateCharacter({ characterId: stuck.id, userId: stuck.user.id }, step)).toEqual({
      status: 'SKIPPED',
    });
    expect(await chargesOf(conn.db, stuck.user.id)).toHaveLength(0);
    expect((await holdOf(conn.db, stuck.holdKey))?.status).toBe('RELEASED');
  });
});

describe('recoverLostJobs (embedded start)', () => {
  it('re-queues recent orphans and fails old ones', async () => {
    await conn.db.execute(
      sql`update characters set status = 'FAILED_CREATION' where status in ('PENDING','PROCESSING')`,
    );
    const old = await orphan('PROCESSING', { created: 16 * MIN, updated: 1 * MIN });
    const recent = await orphan('PROCESSING', { created: 3 * MIN, updated: 3 * MIN });
    const runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
    const queued: JobEvent[] = [];
    const result = await recoverLostJobs(conn.db, (event) => {
      queued.push(event);
      runner?.enqueue(event);
    });
    expect(result).toEqual({ failed: [old.id], resumed: [recent.id] });
    expect(queued).toEqual([
      { name: 'character/create.requested', data: { characterId: recent.id, userId: recent.user.id } },
    ]);
    await runner?.whenIdle();

    expect((await statusOf(old.id))?.status).toBe('FAILED_CREATION');
    expect((await holdOf(conn.db, old.holdKey))?.status).toBe('RELEASED');
    expect((await statusOf(recent.id))?.status).toBe('CREATED');
    expect((await chargesOf(conn.db, recent.user.id)).map((c) => c.delta)).toEqual([-3]);
    expect(await getAvailableCreditsForUser(conn.db, recent.user.id)).toBe(7);
  });
});
