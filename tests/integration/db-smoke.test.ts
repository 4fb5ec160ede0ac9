import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { pricingPlans, stickerStyles, users } from '@/lib/db/schema';
import { ensureUser } from '@/lib/users/queries';
import { createTestDb } from '../helpers/db';

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

describe('database', () => {
  it('is migrated and seeded', async () => {
    const plans = await conn.db.select().from(pricingPlans);
    expect(plans.map((p) => p.priceInUsd).sort()).toEqual(['19.99', '29.99', '4.99', '9.99']);
    const styles = await conn.db.select().from(stickerStyles);
    expect(styles.length).toBeGreaterThanOrEqual(24);
    expect(new Set(styles.map((s) => s.rarity)).size).toBe(5);
  });

  it('refuses a negative balance', async () => {
    const u = await ensureUser(conn.db, { provider: 'embedded', subject: 'neg' });
    await expect(conn.db.execute(sql`update users set balance = -1 where id = ${u.id}`)).rejects.toThrow();
  });

  it('creates one user row for concurrent first sign-ins, with a unique public code', async () => {
    const rows = await Promise.all(
      Array.from({ length: 10 }, () => ensureUser(conn.db, { provider: 'embedded', subject: 'same' })),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    expect(rows[0]?.publicId).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const all = await conn.db.select().from(users);
    expect(all.filter((u) => u.authSubject === 'same')).toHaveLength(1);
  });
});
