import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { recoverLostJobs } from '@/lib/jobs/sweeper';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { type Account, signUpAccount, TEST_ORIGIN } from '../helpers/accounts';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { authRowsOf, objectsIn, query, rowsOf, seedAccount } from './account-helpers';
import { quiet, tempDir } from './characters-helpers';

// "Delete my account" (docs/product-rules.md, "Your data"), against real embedded accounts: what is
// left of the person afterwards, per table and per stored object, is nothing but ledger rows with
// no user; a crash half-way is finished by the sweeper; the e-mail can start again from zero.

let conn: Connection;
let root: string;
let runner: LocalRunner;
let crashAt: string | null = null;
let auth: typeof import('@/app/api/auth/[...all]/route');
let account: typeof import('@/app/v1/account/route');
let me: typeof import('@/app/v1/users/me/route');

beforeAll(async () => {
  conn = await createTestDb();
  root = tempDir('account-deletion-');
  registry.override({ storage: localBlobStore(root) });
  runner = installLocalRunner({
    backoffMs: () => 0,
    log: quiet,
    beforeStep: ({ stepId }) => {
      if (stepId === crashAt) throw new Error('process killed');
    },
  });
  auth = await import('@/app/api/auth/[...all]/route');
  account = await import('@/app/v1/account/route');
  me = await import('@/app/v1/users/me/route');
});
afterAll(async () => {
  registry.override({ storage: undefined, localRunner: undefined });
  await conn.close();
});

const ctx = { params: Promise.resolve({}) };

function deleteAccount(a: Account, body: Record<string, unknown>) {
  return account.DELETE(
    new Request(`${TEST_ORIGIN}/v1/account`, {
      method: 'DELETE',
      headers: { authorization: a.authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    ctx,
  );
}

async function authCall(what: 'sign-in' | 'sign-up', email: string) {
  const body =
    what === 'sign-up' ? { email, password: 'secret123', name: 'Again' } : { email, password: 'secret123' };
  return auth.POST(
    new Request(`${TEST_ORIGIN}/api/auth/${what}/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${what.length}.1` },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ all: [what, 'email'] }) },
  );
}

type LedgerRow = {
  id: number;
  user_id: string | null;
  delta: number;
  amount: string | null;
  external_reference: string | null;
  description: string;
  idempotency_key: string;
};
const ledgerById = (ids: number[]) =>
  query<LedgerRow>(
    conn.db,
    sql`select id::int, user_id, delta, amount, external_reference, description, idempotency_key from credit_ledger where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`,
  );

const ledgerIdsOf = async (userId: string) =>
  (
    await query<{ id: number }>(
      conn.db,
      sql`select id from credit_ledger where user_id = ${userId} order by id`,
    )
  ).map((r) => Number(r.id));

describe('deleting an account', () => {
  it('leaves nothing of the person but anonymised ledger rows, and touches no one else', async () => {
    const a = await signUpAccount('Ada');
    const b = await signUpAccount('Bo');
    const seededA = await seedAccount(conn.db, a.userId, 'A');
    await seedAccount(conn.db, b.userId, 'B');
    const objectsBefore = objectsIn(root);
    const bRows = await rowsOf(conn.db, b.userId);
    const aRows = await rowsOf(conn.db, a.userId);
    expect(aRows).toMatchObject({
      users: 1,
      stickers: 3,
      sticker_packs: 1,
      characters: 1,
      uploads: 1,
      telegram_links: 1,
    });
    const aLedger = await ledgerById(await ledgerIdsOf(a.userId));
    expect(aLedger.length).toBeGreaterThanOrEqual(2);

    const res = await deleteAccount(a, { confirmation: ` ${a.email.toUpperCase()} `, password: 'secret123' });
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    await runner.whenIdle();

    const after = await rowsOf(conn.db, a.userId);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await authRowsOf(conn.db, a.email)).toEqual({ users: 0, sessions: 0 });
    const [sets] = await query<{ n: number }>(
      conn.db,
      sql`select count(*)::int as n from telegram_sticker_sets where owner_telegram_user_id = ${seededA.telegramUserId}`,
    );
    expect(sets?.n).toBe(0);
    // The ledger rows stay, amounts and payment references untouched, with no user and no user id.
    const kept = await ledgerById(aLedger.map((r) => r.id));
    expect(kept.map((r) => [r.id, r.delta, r.amount, r.external_reference])).toEqual(
      aLedger.map((r) => [r.id, r.delta, r.amount, r.external_reference]),
    );
    for (const r of kept) {
      expect(r.user_id).toBeNull();
      expect(`${r.idempotency_key} ${r.description}`).not.toContain(a.userId);
      expect(r.description).not.toContain('A pack');
    }
    // Stored objects: exactly the account's are gone (its private folder too), B's all remain.
    const objectsAfter = objectsIn(root);
    const gone = objectsBefore.filter((k) => !objectsAfter.includes(k));
    expect(gone.length).toBeGreaterThanOrEqual(6); // 3 stickers, a tile, an upload, a private object
    expect(gone).toContain(seededA.privateKey);
    expect(objectsAfter.some((k) => k.startsWith(`private/${a.userId}/`))).toBe(false);
    expect(objectsAfter.filter((k) => !objectsBefore.includes(k))).toEqual([]);
    expect(await rowsOf(conn.db, b.userId)).toEqual(bRows);
    const state = await query(conn.db, sql`select state from account_deletions where user_id = ${a.userId}`);
    expect(state[0]).toEqual({ state: 'DONE' });
  });

  it('refuses a wrong confirmation or password, and changes nothing', async () => {
    const a = await signUpAccount('Cy');
    await seedAccount(conn.db, a.userId, 'C');
    const before = await rowsOf(conn.db, a.userId);
    const wrongWord = await deleteAccount(a, { confirmation: 'someone@else.test', password: 'secret123' });
    expect(wrongWord.status).toBe(400);
    const wrongPassword = await deleteAccount(a, { confirmation: a.email, password: 'nope-nope1' });
    expect(wrongPassword.status).toBe(403);
    // A sign-in older than ten minutes needs the password typed again.
    await conn.db.execute(
      sql`update auth_session set created_at = now() - interval '20 minutes' where user_id = (select id from auth_user where email = ${a.email})`,
    );
    expect((await deleteAccount(a, { confirmation: a.email })).status).toBe(403);
    expect(await rowsOf(conn.db, a.userId)).toEqual(before);
    expect(await authRowsOf(conn.db, a.email)).toMatchObject({ users: 1 });
  });

  it('a deletion interrupted by a crash is hidden at once and finished by the sweeper', async () => {
    const a = await signUpAccount('Dee');
    await seedAccount(conn.db, a.userId, 'D');
    crashAt = 'files';
    const res = await deleteAccount(a, { confirmation: a.email, password: 'secret123' });
    expect(res.status).toBe(202);
    await runner.whenIdle();
    // Every attempt died at the files: nothing public is left, no one can sign in, the rest waits.
    const publicRows = await query(
      conn.db,
      sql`select
      (select count(*)::int from stickers where user_id = ${a.userId} and visibility = 'PUBLIC') as stickers,
      (select count(*)::int from sticker_packs where user_id = ${a.userId} and visibility = 'PUBLIC') as packs`,
    );
    expect(publicRows[0]).toEqual({ stickers: 0, packs: 0 });
    expect((await authCall('sign-in', a.email)).status).toBe(401);
    expect((await rowsOf(conn.db, a.userId)).stickers).toBe(3);
    const me1 = await me.GET(
      new Request(`${TEST_ORIGIN}/v1/users/me`, { headers: { authorization: a.authorization } }),
      ctx,
    );
    expect(me1.status).toBe(401);

    crashAt = null;
    await conn.db.execute(sql`delete from job_leases`); // the dead instance's lease has expired
    const { resumed } = await recoverLostJobs(conn.db, (e) => runner.enqueue(e));
    expect(resumed).toHaveLength(1);
    await runner.whenIdle();
    expect(Object.values(await rowsOf(conn.db, a.userId)).every((n) => n === 0)).toBe(true);
    expect(objectsIn(root).some((k) => k.startsWith(`private/${a.userId}/`))).toBe(false);
  });

  it('the same e-mail signs up again as a new account that starts at zero', async () => {
    const a = await signUpAccount('Eve');
    await seedAccount(conn.db, a.userId, 'E');
    expect((await deleteAccount(a, { confirmation: a.email, password: 'secret123' })).status).toBe(202);
    await runner.whenIdle();
    expect((await authCall('sign-in', a.email)).status).toBe(401);
    const again = await authCall('sign-up', a.email);
    expect(again.status).toBe(200);
    const token = again.headers.get('set-auth-token');
    const who = await me.GET(
      new Request(`${TEST_ORIGIN}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } }),
      ctx,
    );
    const result = (
      (await who.json()) as { data: { result: { id: string; balance: { availableCredits: number } } } }
    ).data.result;
    expect(result.id).not.toBe(a.userId);
    expect(result.balance.availableCredits).toBe(0);
    expect(await rowsOf(conn.db, result.id)).toMatchObject({
      stickers: 0,
      sticker_packs: 0,
      credit_ledger: 0,
    });
  });
});
