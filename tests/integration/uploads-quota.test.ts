import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { uploads } from '@/lib/db/schema';
import { runHousekeeping } from '@/lib/jobs/sweeper';
import { createUploadUrls, UPLOAD_QUOTA } from '@/lib/uploads/service';
import { createTestDb } from '../helpers/db';
import { errorCodeOf, makeUser } from './credits-helpers';

// Per-user upload quotas (docs/decisions.md): open slots at once and slots per hour, also under a race.
let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb({ poolSize: 20 });
});
afterAll(async () => conn.close());

describe('upload quotas', () => {
  it(`allows ${UPLOAD_QUOTA.openSlots} open slots at once, then 429 — also when requests race`, async () => {
    const u = await makeUser(conn.db);
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () => createUploadUrls(conn.db, u.id, 3)),
    );
    const granted = results.filter((r) => r.status === 'fulfilled').length;
    expect(granted * 3).toBeLessThanOrEqual(UPLOAD_QUOTA.openSlots);
    expect(granted).toBe(Math.floor(UPLOAD_QUOTA.openSlots / 3));
    expect(await errorCodeOf(createUploadUrls(conn.db, u.id, 1))).toBe('RATE_LIMITED');
  });

  it('expired slots no longer count as open, but at most 30 slots an hour', async () => {
    const u = await makeUser(conn.db);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    // Slots expire after 15 minutes: every 16 minutes 9 more can be open.
    for (const minutes of [0, 16, 32])
      expect(await createUploadUrls(conn.db, u.id, 9, at(minutes))).toHaveLength(9);
    // 27 in this hour: 3 more reach the cap of 30, one more is over it.
    expect(await errorCodeOf(createUploadUrls(conn.db, u.id, 9, at(48)))).toBe('RATE_LIMITED');
    expect(await createUploadUrls(conn.db, u.id, 3, at(48))).toHaveLength(3);
    expect(await errorCodeOf(createUploadUrls(conn.db, u.id, 1, at(50)))).toBe('RATE_LIMITED');
    // An hour after the first ones, slots free up again.
    expect(await createUploadUrls(conn.db, u.id, 3, at(66))).toHaveLength(3);
  });

  it('the periodic sweep removes upload slots never used within a day', async () => {
    const u = await makeUser(conn.db);
    const [old] = await createUploadUrls(conn.db, u.id, 1, new Date(Date.now() - 25 * 60 * 60 * 1000));
    await runHousekeeping(conn.db); // what the embedded sweeper and the Inngest cron run
    const [row] = await conn.db
      .select()
      .from(uploads)
      .where(eq(uploads.reference, old?.reference as string));
    expect(row?.status).toBe('DELETED');
  });
});
