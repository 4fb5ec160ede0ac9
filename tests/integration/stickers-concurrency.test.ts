import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/v1/stickers/route';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { sweepStuckItems } from '@/lib/jobs/sweeper';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { chargesOf, createBody, fakeRenderer, makeCharacter, stickersOf } from './stickers-helpers';
import { registry } from '@/lib/registry';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

let conn: Connection;
let runner: LocalRunner;

beforeAll(async () => {
  conn = await createTestDb({ poolSize: 40 });
  registry.override({
    storage: localBlobStore(tempDir('stickers-race-')),
    stickerRenderer: fakeRenderer().renderer,
  });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
afterAll(async () => {
  registry.override({ stickerRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

describe('sticker creation under concurrency', () => {
  it('30 concurrent creates against a balance for exactly 2: 2 accepted, 28 refused with 402', async () => {
    session.user = await makeUser(conn.db, 64); // 2 × (4 private stickers × 8)
    const character = await makeCharacter(conn.db, session.user.id);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        POST(jsonRequest('/v1/stickers', 'POST', createBody(character.reference, 4)), params()),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(28);
    await runner.whenIdle();
    const rows = await stickersOf(conn.db, session.user.id);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.status === 'CREATED')).toBe(true);
    expect(await chargesOf(conn.db, session.user.id)).toHaveLength(8);
    expect(await expectConsistent(conn.db, session.user.id)).toMatchObject({
      balance: 0,
      held: 0,
      activeHolds: 0,
    });
  });

  it('the sweeper fails a stuck batch and releases every part still held', async () => {
    registry.override({ stickerRenderer: fakeRenderer(() => new Promise(() => {})).renderer }); // never finishes
    session.user = await makeUser(conn.db, 100);
    const character = await makeCharacter(conn.db, session.user.id);
    await POST(jsonRequest('/v1/stickers', 'POST', createBody(character.reference, 4)), params());
    // While its instance holds the lease, the batch is not stuck however old (docs/decisions.md)…
    expect((await sweepStuckItems(conn.db, { olderThanMs: -1000 })).stickers).toEqual([]);
    // …once the lease has expired (the instance is gone), it is.
    await conn.db.execute(sql`update job_leases set expires_at = now() - interval '1 second'`);
    const swept = await sweepStuckItems(conn.db, { olderThanMs: -1000 });
    expect(swept.stickers).toHaveLength(1);
    const rows = await stickersOf(conn.db, session.user.id);
    expect(rows.every((r) => r.status === 'FAILED_CREATION' && r.errorCode === 'GENERATION_TIMEOUT')).toBe(
      true,
    );
    expect(await expectConsistent(conn.db, session.user.id)).toMatchObject({
      balance: 100,
      held: 0,
      activeHolds: 0,
    });
  });
});
