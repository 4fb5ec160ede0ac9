import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeCredits, grantCredits } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { findSignedInUser, ensureUser } from '@/lib/users/queries';
import { enableUserRowCache } from '@/lib/users/row-cache';
import postgres from 'postgres';
import { createTestDb, usingPostgres } from '../helpers/db';
import { withDatabase } from '../helpers/global-setup';

// The embedded database keeps signed-in user rows in memory (docs/decisions.md). Money is shown from that
// row, so every write to it, through the ledger or not, must be seen by the very next read.
describe.skipIf(usingPostgres)('user row cache (embedded database)', () => {
  let conn: Connection;
  let client: PGlite;
  let userQueries = 0;

  beforeAll(async () => {
    conn = await createTestDb();
    client = (conn.db as unknown as { $client: PGlite }).$client;
    await enableUserRowCache(conn.db);
    const query = client.query.bind(client);
    client.query = ((text: string, ...rest: unknown[]) => {
      if (/from "users"/.test(text)) userQueries++;
      return (query as (...a: unknown[]) => unknown)(text, ...rest);
    }) as typeof client.query;
  });
  afterAll(async () => conn.close());

  const read = async (subject: string) => {
    const before = userQueries;
    const row = await findSignedInUser(conn.db, 'embedded', subject);
    return { row, queried: userQueries - before };
  };

  it('answers a repeated read from memory', async () => {
    await ensureUser(conn.db, { provider: 'embedded', subject: 'cache-1', email: 'c1@example.test' });
    expect((await read('cache-1')).queried).toBe(1);
    const again = await read('cache-1');
    expect(again.queried).toBe(0);
    expect(again.row?.email).toBe('c1@example.test');
  });

  it('shows a grant and a charge on the next read', async () => {
    const user = (await read('cache-1')).row;
    if (!user) throw new Error('no user');
    await grantCredits(conn.db, {
      userId: user.id,
      credits: 7,
      kind: 'BONUS',
      description: 'test',
      idempotencyKey: 'cache-grant-1',
    });
    const granted = await read('cache-1');
    expect(granted.row?.balance).toBe(user.balance + 7);
    await chargeCredits(conn.db, {
      userId: user.id,
      credits: 2,
      action: 'test',
      description: 'test',
      idempotencyKey: 'cache-charge-1',
    });
    expect((await read('cache-1')).row?.balance).toBe(user.balance + 5);
  });

  it('shows a write made outside our code, and a rolled-back one never', async () => {
    await read('cache-1');
    await conn.db.execute(sql`update users set first_name = 'Direct' where auth_subject = 'cache-1'`);
    expect((await read('cache-1')).row?.firstName).toBe('Direct');
    await read('cache-1');
    await conn.db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set first_name = 'Rolled' where auth_subject = 'cache-1'`);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await read('cache-1')).row?.firstName).toBe('Direct');
  });

  it('never stores a row read before a change that lands while it is read', async () => {
    await conn.db.execute(sql`update users set last_name = 'Old' where auth_subject = 'cache-1'`);
    // Both start together: the read's query runs first, the update commits before the read resumes.
    const [first] = await Promise.all([
      read('cache-1'),
      conn.db.execute(sql`update users set last_name = 'New' where auth_subject = 'cache-1'`),
    ]);
    expect(['Old', 'New']).toContain(first.row?.lastName);
    expect((await read('cache-1')).row?.lastName).toBe('New');
  });

  it('forgets a deleted user', async () => {
    await ensureUser(conn.db, { provider: 'embedded', subject: 'cache-2' });
    expect((await read('cache-2')).row).toBeDefined();
    await read('cache-2');
    await conn.db.execute(sql`delete from users where auth_subject = 'cache-2'`);
    expect((await read('cache-2')).row).toBeUndefined();
  });
});

// The trigger is a migration (drizzle/0011_users_changed_notify.sql), so PostgreSQL has it too; it
// tells only a session that listens, and no instance's writing session does: no NOTIFY, whose
// commit-time lock would serialise PostgreSQL's commits.
describe.runIf(usingPostgres)('users trigger on PostgreSQL', () => {
  it('is installed, and a write from a session that does not listen notifies nobody', async () => {
    const conn = await createTestDb({ install: false });
    const rows = async (q: ReturnType<typeof sql>) =>
      (await conn.db.execute(q)) as unknown as Record<string, unknown>[];
    const [{ name } = { name: '' }] = (await rows(sql`select current_database() as name`)) as {
      name: string;
    }[];
    const listener = postgres(withDatabase(process.env.TEST_DATABASE_URL as string, name), {
      max: 1,
      onnotice: () => {},
    });
    try {
      expect(await rows(sql`select 1 from pg_trigger where tgname = 'stickerfy_users_changed'`)).toHaveLength(
        1,
      );
      const heard: string[] = [];
      await listener.listen('stickerfy_users_changed', (id) => heard.push(id));
      const user = await ensureUser(conn.db, { provider: 'embedded', subject: 'pg-trigger-1' });
      await conn.db.execute(sql`update users set first_name = 'Quiet' where id = ${user.id}`);
      await listener`select pg_notify('stickerfy_users_changed', 'control')`;
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual(['control']);
    } finally {
      await listener.end();
      await conn.close();
    }
  });
});
