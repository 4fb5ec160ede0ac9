// @isolated: Clerk's SDK reads its keys from the environment once, when it is first imported.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/lib/db/connect';
import { signWebhook } from '@/lib/http/standard-webhook';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { ensureUser, findUser } from '@/lib/users/service';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { query, rowsOf, seedAccount } from './account-helpers';
import { quiet, tempDir } from './characters-helpers';

// Clerk's user webhooks (app/api/webhooks/clerk/route.ts), signed the way Svix signs them: a profile
// change reaches our row, a person deleted in Clerk is deleted here too (docs/product-rules.md),
// and nothing unsigned, stale, forged or repeated changes anything. Clerk's backend API is a local
// fake that answers the deletion job's DELETE with 404: the user is already gone there.
const SECRET = `whsec_${Buffer.from('clerk-webhook-test-secret').toString('base64')}`;
const OTHER = `whsec_${Buffer.from('someone-else').toString('base64')}`;

let conn: Connection;
let runner: LocalRunner;
let server: http.Server;
const calls: string[] = [];
let releaseClerk: () => void = () => {};
let clerkHeld: Promise<void> = Promise.resolve();
const saved = { ...process.env };
let route: typeof import('@/app/api/webhooks/clerk/route');
let nextId = 0;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    calls.push(`${req.method} ${req.url}`);
    await clerkHeld;
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ code: 'resource_not_found', message: 'not found' }] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    CLERK_SECRET_KEY: 'sk_test_offline',
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk_test_offline',
    CLERK_WEBHOOK_SECRET: SECRET,
    CLERK_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  registry.reload();
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('clerk-webhooks-')) });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
  route = await import('@/app/api/webhooks/clerk/route');
});
afterAll(async () => {
  process.env = saved;
  registry.reload();
  await conn.close();
  server.close();
});

type Delivery = { id?: string; secret?: string; ageSeconds?: number; unsigned?: boolean };

async function deliver(event: { type: string; data: Record<string, unknown> }, o: Delivery = {}) {
  const id = o.id ?? `msg_${++nextId}`;
  const timestamp = String(Math.floor(Date.now() / 1000) - (o.ageSeconds ?? 0));
  const body = JSON.stringify({ object: 'event', ...event });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!o.unsigned)
    Object.assign(headers, {
      'svix-id': id,
      'svix-timestamp': timestamp,
      'svix-signature': `v1,${signWebhook(o.secret ?? SECRET, id, timestamp, body)}`,
    });
  const res = await route.POST(
    new Request('http://localhost/api/webhooks/clerk', { method: 'POST', headers, body }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const clerkUser = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  object: 'user',
  primary_email_address_id: 'idn_2',
  email_addresses: [
    { id: 'idn_1', email_address: 'old-secondary@x.test' },
    { id: 'idn_2', email_address: 'new@x.test' },
  ],
  first_name: 'Ada',
  last_name: 'Lovelace',
  image_url: 'https://img.clerk.com/eyJ0eXBlIjoicHJveHkifQ',
  ...over,
});

const signIn = (subject: string) =>
  ensureUser(conn.db, {
    provider: 'clerk',
    subject,
    email: `${subject}@x.test`,
    firstName: 'Old',
    lastName: 'Name',
  });

describe('POST /api/webhooks/clerk', () => {
  it('user.updated brings the primary e-mail, names and Clerk picture into our row, by our rules', async () => {
    const user = await signIn('user_upd');
    const long = `${'é'.repeat(49)}😀tail`;
    const res = await deliver({
      type: 'user.updated',
      data: clerkUser('user_upd', { first_name: ` ${long} `, last_name: 'Love\u202Elace\u0000' }),
    });
    expect(res).toEqual({ status: 200, body: { received: true, outcome: 'updated' } });
    const row = await findUser(conn.db, user.id);
    expect(row).toMatchObject({
      email: 'new@x.test',
      firstName: `${'é'.repeat(49)}`,
      lastName: 'Lovelace',
      imageUrl: 'https://img.clerk.com/eyJ0eXBlIjoicHJveHkifQ',
    });
    // A picture anywhere else is not kept; a name taken away in Clerk is taken away here.
    await deliver({
      type: 'user.updated',
      data: clerkUser('user_upd', { image_url: 'https://evil.example/x.png', last_name: null }),
    });
    expect(await findUser(conn.db, user.id)).toMatchObject({
      lastName: null,
      imageUrl: null,
      firstName: 'Ada',
    });
  });

  it('refuses unsigned, stale and forged calls, and they change nothing', async () => {
    const user = await signIn('user_safe');
    const before = await findUser(conn.db, user.id);
    const event = { type: 'user.updated', data: clerkUser('user_safe', { first_name: 'Mallory' }) };
    const unsigned = await deliver(event, { unsigned: true });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect((await deliver(event, { ageSeconds: 600 })).status).toBe(400);
    expect((await deliver(event, { secret: OTHER })).status).toBe(401);
    expect(await findUser(conn.db, user.id)).toEqual(before);
  });

  it('a repeated delivery answers 200 and does nothing; unknown users and other types are ignored', async () => {
    const user = await signIn('user_rep');
    await deliver({ type: 'user.updated', data: clerkUser('user_rep') }, { id: 'msg_same' });
    const again = await deliver(
      { type: 'user.updated', data: clerkUser('user_rep', { first_name: 'Changed' }) },
      { id: 'msg_same' },
    );
    expect(again).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect((await findUser(conn.db, user.id))?.firstName).toBe('Ada');
    const stranger = await deliver({ type: 'user.updated', data: clerkUser('user_never_here') });
    expect(stranger).toEqual({ status: 200, body: { received: true, outcome: 'unknown user' } });
    const other = await deliver({ type: 'session.created', data: { id: 'sess_1' } });
    expect(other).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    const proto = await deliver({ type: 'constructor', data: { id: 'user_rep' } });
    expect(proto.body).toMatchObject({ outcome: 'ignored' });
  });

  it('user.deleted deletes the account once, and the job takes Clerk’s 404 as done', async () => {
    const user = await signIn('user_gone');
    await seedAccount(conn.db, user.id, 'G');
    clerkHeld = new Promise((r) => {
      releaseClerk = r;
    });
    const event = { type: 'user.deleted', data: { id: 'user_gone', object: 'user', deleted: true } };
    const first = await deliver(event, { id: 'msg_del' });
    expect(first).toEqual({ status: 200, body: { received: true, outcome: 'deletion started' } });
    // The first step, while the job waits on Clerk: detached from its sign-in, nothing public left.
    const [state] = await query<Record<string, number | string>>(
      conn.db,
      sql`select
      (select auth_provider from users where id = ${user.id}) as provider,
      (select count(*)::int from stickers where user_id = ${user.id} and visibility = 'PUBLIC') as stickers,
      (select count(*)::int from sticker_packs where user_id = ${user.id} and visibility = 'PUBLIC') as packs,
      (select count(*)::int from account_deletions where user_id = ${user.id}) as deletions`,
    );
    expect(state).toEqual({ provider: 'deleted', stickers: 0, packs: 0, deletions: 1 });
    // The same delivery again, and a new delivery of the same news: nothing more.
    expect((await deliver(event, { id: 'msg_del' })).body).toMatchObject({ outcome: 'duplicate' });
    expect((await deliver(event)).body).toMatchObject({ outcome: 'unknown user' });
    releaseClerk();
    await runner.whenIdle();
    expect(calls).toEqual(['DELETE /v1/users/user_gone']);
    expect(Object.values(await rowsOf(conn.db, user.id)).every((n) => n === 0)).toBe(true);
    const deletions = await query<{ state: string }>(
      conn.db,
      sql`select state from account_deletions where auth_subject = 'user_gone'`,
    );
    expect(deletions).toEqual([{ state: 'DONE' }]);
  });

  it('a deletion while something paid is in progress answers 409, and Clerk’s next try goes through', async () => {
    const user = await signIn('user_busy');
    await conn.db.execute(sql`update users set active_holds = 1 where id = ${user.id}`);
    const event = { type: 'user.deleted', data: { id: 'user_busy', deleted: true } };
    expect((await deliver(event, { id: 'msg_busy' })).status).toBe(409);
    expect((await findUser(conn.db, user.id))?.authProvider).toBe('clerk');
    await conn.db.execute(sql`update users set active_holds = 0 where id = ${user.id}`);
    expect((await deliver(event, { id: 'msg_busy' })).body).toMatchObject({ outcome: 'deletion started' });
    await runner.whenIdle();
    expect(await findUser(conn.db, user.id)).toBeUndefined();
  });

  it('answers 404 when Clerk is configured without CLERK_WEBHOOK_SECRET', async () => {
    delete process.env.CLERK_WEBHOOK_SECRET;
    registry.reload();
    try {
      const res = await deliver({ type: 'user.updated', data: clerkUser('user_upd') });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    } finally {
      process.env.CLERK_WEBHOOK_SECRET = SECRET;
      registry.reload();
    }
  });
});
