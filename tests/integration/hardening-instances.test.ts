import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCharacter, insertImages, newReference } from '@/lib/characters/queries';
import { getAvailableCreditsForUser, reserveCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { characters, jobLeases } from '@/lib/db/schema';
import { claimLeases, instanceId } from '@/lib/jobs/leases';
import { LocalRunner } from '@/lib/jobs/local-runner';
import { jobCatalog } from '@/lib/jobs/catalog';
import { heartbeat } from '@/lib/jobs/start';
import { recoverLostJobs, sweepStuckItems } from '@/lib/jobs/sweeper';
import type { JobEvent } from '@/lib/jobs/types';
import { localBlobStore } from '@/lib/storage/local';
import { claimUploads } from '@/lib/uploads/service';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { waitFor } from '../helpers/wait';
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

// Hardening: several instances on one database. Instances are told apart by their lease owner id;
// the runners here are real LocalRunners, the database is PGlite or PostgreSQL.
let conn: Connection;
const MIN = 60_000;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('instances-')) });
});
afterAll(async () => {
  registry.override({ characterRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

/** A character in progress with its credits held, as an instance leaves it while working on it. */
async function inProgress(ago: { created: number; updated: number }) {
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
      name: 'Far',
      status: 'PROCESSING',
      holdKey,
    });
    await insertImages(tx, [
      {
        characterId: id,
        kind: 'source',
        reference: newReference(),
        storageKey: claimed?.storageKey as string,
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
  return { id, user, holdKey };
}

const statusOf = async (id: string) =>
  (await conn.db.select().from(characters).where(eq(characters.id, id)))[0];
const leaseOf = async (id: string) =>
  (await conn.db.select().from(jobLeases).where(eq(jobLeases.subjectId, id)))[0];
const expireLeases = () =>
  conn.db.execute(sql`update job_leases set expires_at = now() - interval '1 second'`);

describe('several instances on one database', () => {
  it('the sweeper never fails a job a live instance holds, however old; it does once the lease expires', async () => {
    const item = await inProgress({ created: 2 * 60 * MIN, updated: 60 * MIN });
    await claimLeases(conn.db, [item.id], 'instance-b', 60);
    expect((await sweepStuckItems(conn.db, { olderThanMs: 15 * MIN })).characters).toEqual([]);
    const taken = await recoverLostJobs(conn.db, () => {}, { owner: 'instance-a', ttlSeconds: 60 });
    expect(taken).toEqual({ failed: [], resumed: [] });
    expect((await statusOf(item.id))?.status).toBe('PROCESSING');
    expect((await holdOf(conn.db, item.holdKey))?.status).toBe('HELD');

    await expireLeases(); // instance B died
    expect((await sweepStuckItems(conn.db, { olderThanMs: 15 * MIN })).characters).toEqual([item.id]);
    expect((await holdOf(conn.db, item.holdKey))?.status).toBe('RELEASED');
  });

  it('of instances racing to take over lost jobs, exactly one takes each', async () => {
    await conn.db.execute(
      sql`update characters set status = 'FAILED_CREATION' where status in ('PENDING','PROCESSING')`,
    );
    const lost = await Promise.all(
      Array.from({ length: 6 }, () => inProgress({ created: 3 * MIN, updated: 2 * MIN })),
    );
    const queued: Record<string, string[]> = { a: [], b: [], c: [] };
    await Promise.all(
      Object.keys(queued).map((name) =>
        recoverLostJobs(
          conn.db,
          (e: JobEvent) => queued[name]?.push((e.data as { characterId: string }).characterId),
          { owner: `instance-${name}`, ttlSeconds: 60, graceMs: MIN },
        ),
      ),
    );
    const all = Object.values(queued).flat();
    expect(all.sort()).toEqual(lost.map((l) => l.id).sort()); // each once, none twice
    for (const [name, ids] of Object.entries(queued))
      for (const id of ids) expect((await leaseOf(id))?.owner).toBe(`instance-${name}`);
  });

  it('a job survives its instance: another one resumes it, and the hold is captured exactly once', async () => {
    await conn.db.execute(
      sql`update characters set status = 'FAILED_CREATION' where status in ('PENDING','PROCESSING')`,
    );
    // Instance A: its renderer hangs (A is about to die mid-job).
    let releaseA: () => void = () => {};
    const aBlocked = new Promise<void>((r) => {
      releaseA = r;
    });
    const rendererA = fakeCharacterRenderer((call) => (call === 1 ? aBlocked : undefined));
    registry.override({ characterRenderer: rendererA.renderer });
    const a = new LocalRunner(jobCatalog().jobs, { backoffMs: () => 0, log: quiet });
    const item = await inProgress({ created: 2 * MIN, updated: 2 * MIN });
    const event = {
      name: 'character/create.requested' as const,
      data: { characterId: item.id, userId: item.user.id },
    };
    await claimLeases(conn.db, [item.id], 'instance-a', 60);
    a.enqueue(event);
    await waitFor(() => rendererA.state.calls === 1); // A is inside the model call, writing nothing

    // B is alive and beating: while A's lease is live, B leaves the job alone.
    const b = installLocalRunner({ backoffMs: () => 0, log: quiet });
    await heartbeat(conn.db, b, 60);
    expect(b.activeSubjects().has(item.id)).toBe(false);

    // A dies (stops renewing): its lease expires — a whole lease after A last touched the job — and
    // B's next beat takes the job over.
    await expireLeases();
    await conn.db.execute(
      sql`update characters set updated_at = now() - interval '2 minutes' where id = ${item.id}`,
    );
    await heartbeat(conn.db, b, 60);
    expect(b.activeSubjects().has(item.id)).toBe(true);
    expect((await leaseOf(item.id))?.owner).toBe(instanceId());
    await b.whenIdle();
    expect((await statusOf(item.id))?.status).toBe('CREATED');
    expect((await holdOf(conn.db, item.holdKey))?.status).toBe('CAPTURED');

    // Had A been only frozen, its late finish changes nothing: one charge, the hold captured once.
    releaseA();
    await a.whenIdle();
    expect((await chargesOf(conn.db, item.user.id)).map((c) => c.delta)).toEqual([-3]);
    expect(await getAvailableCreditsForUser(conn.db, item.user.id)).toBe(7);

    // B's next beat lets go of the finished job's lease.
    await heartbeat(conn.db, b, 60);
    expect(await leaseOf(item.id)).toBeUndefined();
  });

  it('an instance that finds its new job already taken does not run it a second time', async () => {
    const { sendEvent } = await import('@/lib/jobs/runtime');
    const runner = installLocalRunner({ perUserLimit: 0, log: quiet });
    const item = await inProgress({ created: 0, updated: 0 });
    await claimLeases(conn.db, [item.id], 'instance-elsewhere', 60);
    await sendEvent('character/create.requested', { characterId: item.id, userId: item.user.id });
    expect(runner.activeSubjects().has(item.id)).toBe(false);
    // Unclaimed, it is queued here and leased to this instance.
    const mine = await inProgress({ created: 0, updated: 0 });
    await sendEvent('character/create.requested', { characterId: mine.id, userId: mine.user.id });
    expect(runner.activeSubjects().has(mine.id)).toBe(true);
    expect((await leaseOf(mine.id))?.owner).toBe(instanceId());
  });
});
