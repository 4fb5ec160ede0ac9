import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getPublicStyles } from '@/app/v1/sticker-styles/public/route';
import { PUBLIC_DATA_CHANNEL } from '@/lib/cache/public-data';
import { type Connection, connectPostgres } from '@/lib/db/connect';
import { pricingPlans, stickerStyles } from '@/lib/db/schema';
import { updatePlan } from '@/lib/pricing/queries';
import { getPricingConfig } from '@/lib/pricing/service';
import { seedLiveDatabase } from '@/lib/cli/seed';
import { createTestDb, usingPostgres } from '../helpers/db';
import { withDatabase } from '../helpers/global-setup';

// Public data is served from memory (docs/decisions.md) and must follow an operator's change: in this
// process through the write path, across processes (the CLIs) through PostgreSQL NOTIFY.
let conn: Connection;
let other: Connection; // "another process": a second connection to the same database
beforeAll(async () => {
  conn = await createTestDb();
  if (usingPostgres) {
    const [row] = (await conn.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    other = connectPostgres(withDatabase(process.env.TEST_DATABASE_URL as string, row?.name as string), 2);
  } else other = conn; // PGlite is one process: the notification comes back on the same client
});
afterAll(async () => {
  if (other !== conn) await other.close();
  await conn.close();
});

const starterName = async () => (await getPricingConfig(conn.db)).plans.find((p) => p.id === 'starter')?.name;
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('public data cache', () => {
  it('serves from memory: a write that bypasses the write path is not seen', async () => {
    expect(await starterName()).toBe('Starter');
    await conn.db.update(pricingPlans).set({ name: 'Hidden' }).where(eq(pricingPlans.id, 'starter'));
    expect(await starterName()).toBe('Starter');
    await updatePlan(conn.db, 'starter', { name: 'Starter' }); // the write path drops the copy
    expect(await starterName()).toBe('Starter');
  });

  it("sees an operator's change made through the write path at once", async () => {
    await updatePlan(conn.db, 'starter', { name: 'Starter Plus' });
    expect(await starterName()).toBe('Starter Plus');
    await updatePlan(conn.db, 'starter', { name: 'Starter' });
    expect(await starterName()).toBe('Starter');
  });

  it('drops its copy when another process announces a change (NOTIFY)', async () => {
    expect(await starterName()).toBe('Starter');
    // What a CLI in its own process does: write, then announce (no local invalidation here).
    await other.db.update(pricingPlans).set({ name: 'From the CLI' }).where(eq(pricingPlans.id, 'starter'));
    await other.db.execute(sql`select pg_notify(${PUBLIC_DATA_CHANNEL}, 'pricing')`);
    await until(async () => (await starterName()) === 'From the CLI');
    expect(await starterName()).toBe('From the CLI');
    await updatePlan(conn.db, 'starter', { name: 'Starter' });
  });

  it('public styles follow the seed and notifications too', async () => {
    const names = async (query = '') => {
      const res = await getPublicStyles(new Request(`http://localhost/v1/sticker-styles/public${query}`));
      return ((await res.json()) as { data: { items: { name: string }[] } }).data.items.map((s) => s.name);
    };
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    const german = await names('?locale=de'); // each language has its own cached copy
    expect(german[0]).not.toBe(before[0]);
    const [first] = await conn.db.select().from(stickerStyles).orderBy(stickerStyles.order).limit(1);
    await other.db
      .update(stickerStyles)
      .set({ name: 'Renamed' })
      .where(eq(stickerStyles.id, first?.id as string));
    expect(await names()).toEqual(before);
    expect(await names('?locale=de')).toEqual(german);
    await seedLiveDatabase(other.db); // npm run db:seed: idempotent, and it announces both topics
    await until(async () => (await names())[0] === 'Renamed');
    expect((await names())[0]).toBe('Renamed');
    // The change drops every language's copy; a renamed style keeps its new English name there
    // rather than a translation of the old one.
    expect((await names('?locale=de'))[0]).toBe('Renamed');
  });
});
