import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import sharp from 'sharp';
import { type FakeReplicate, startFakeReplicate } from '../helpers/fake-replicate';
import { fakeSubject, insertPublicPack } from './instance-fixtures';
import {
  apiPost,
  type Instance,
  json,
  runScript,
  startInstance,
  startProxy,
  withDb,
} from './instance-processes';

// Hardening: hosted mode scales out. Three `next start` processes of this build share one PostgreSQL
// (and one blob folder, as they would share Vercel Blob); jobs run in each process's embedded
// runner, Replicate is a local fake that can hold predictions. One instance is killed mid-job.
// Needs the production build and PostgreSQL (TEST_DATABASE_URL, default 127.0.0.1:5432).
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { a: Number(process.env.E2E_INSTANCE_PORT ?? 3310), b: 0, c: 0 };
PORTS.b = PORTS.a + 1;
PORTS.c = PORTS.a + 2;
const LEASE_SECONDS = 3;
const AUTH_LIMIT = 3;
const ROOT = process.cwd();

let admin: postgres.Sql;
let sql: postgres.Sql;
let dbName: string;
let databaseUrl: string;
let fake: FakeReplicate;
const instances: Record<string, Instance> = {};
let proxy: { close: () => Promise<void> } | undefined;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const dataDir = () => path.join(ROOT, '.data', `instances-${dbName}`);
const tsx = (script: string, args: string[] = []) => runScript(script, databaseUrl, args);

function start(name: string, port: number, extra: Record<string, string> = {}): Promise<Instance> {
  return startInstance(name, port, {
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 'instances-secret-instances-secret-123',
    ALLOW_NO_CAPTCHA: '1',
    APP_URL: `http://127.0.0.1:${PORTS.a}`,
    DATA_DIR: dataDir(),
    REPLICATE_API_TOKEN: 'test-token',
    REPLICATE_BASE_URL: fake.baseUrl,
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    ...extra,
  });
}

test.beforeAll(async () => {
  admin = postgres(PG, { max: 1, onnotice: () => {} });
  dbName = `sticker_instances_${randomUUID().slice(0, 8)}`;
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  databaseUrl = withDb(PG, dbName);
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const schema = tsx('scripts/db-migrate.ts').then(() => tsx('scripts/db-seed.ts'));
  fake = await startFakeReplicate(await fakeSubject());
  fake.scenario = 'slow'; // predictions stay "processing" until a test lets them finish
  await schema;
  // A and B sit behind a proxy of ours on loopback (TRUSTED_PROXIES); C takes the socket address.
  const proxied = { TRUSTED_PROXIES: '127.0.0.1, ::1' };
  const [a, b, c] = await Promise.all([
    start('a', PORTS.a, proxied),
    start('b', PORTS.b, proxied),
    start('c', PORTS.c),
  ]);
  Object.assign(instances, { a, b, c });
});

test.afterAll(async () => {
  for (const i of Object.values(instances)) i.proc.kill('SIGKILL');
  await proxy?.close();
  await fake?.close();
  await sql?.end();
  await admin?.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
  fs.rmSync(dataDir(), { recursive: true, force: true });
});

let account: { email: string; token: string; userId: string };

test('sign in on one instance, use the session on the others', async () => {
  const { a, b, c } = instances as Record<string, Instance>;
  const email = `${randomUUID()}@instances.test`;
  const signUp = await apiPost(
    `${a?.url}/api/auth/sign-up/email`,
    { email, password: 'secret123', name: 'Multi' },
    { 'x-forwarded-for': '203.0.113.1' },
  );
  expect(signUp.status).toBe(200);
  const token = signUp.headers['set-auth-token'] as string;
  const meB = await json(
    await fetch(`${b?.url}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } }),
  );
  expect(meB.status).toBe(200);
  expect(meB.body.data.result.email).toBe(email);
  account = { email, token, userId: meB.body.data.result.id };

  // A browser signs in on B; its cookie works on A and C.
  const signIn = await fetch(`${b?.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${PORTS.b}`,
      'x-forwarded-for': '203.0.113.1',
    },
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((s) => s.split(';')[0])
    .join('; ');
  for (const i of [a, c]) {
    const me = await json(await fetch(`${i?.url}/v1/users/me`, { headers: { cookie } }));
    expect(me.body?.data?.result?.email, i?.name).toBe(email);
  }
});

test('sign-in limits are shared by the instances and a made-up X-Forwarded-For does not reset them', async () => {
  const { a, b, c } = instances as Record<string, Instance>;
  // An address of this run's: the account's own limit (lib/auth/sign-in-throttle.ts) must not be
  // what refuses a retry of this test.
  const email = `nobody-${Date.now()}@instances.test`;
  const attempt = (i: Instance | undefined, xff: string) =>
    apiPost(
      `${i?.url}/api/auth/sign-in/email`,
      { email, password: 'wrongpass1' },
      { 'x-forwarded-for': xff },
    ).then((r) => r.status);
  // C takes the socket address: rotating the header changes nothing.
  const direct = [];
  for (let n = 0; n < AUTH_LIMIT + 2; n++) direct.push(await attempt(c, `198.51.100.${n + 1}`));
  expect(direct).toEqual([...Array(AUTH_LIMIT).fill(401), 429, 429]);
  // Behind the proxy (A, B) the right hop is the client; a forged left part changes nothing, and
  // the count is one across instances.
  const proxied = [];
  for (let n = 0; n < AUTH_LIMIT + 1; n++)
    proxied.push(await attempt(n % 2 ? b : a, `10.${n}.0.${n + 1}, 203.0.113.77`));
  expect(proxied).toEqual([...Array(AUTH_LIMIT).fill(401), 429]);
  expect(await attempt(a, '203.0.113.78')).toBe(401); // another client behind the proxy
});

test('a character job survives its instance being killed: resumed once, charged once', async () => {
  const { a, b, c } = instances as Record<string, Instance>;
  const granted = tsx('scripts/credits-cli.ts', ['grant', account.email, '10', 'instances test']);
  const auth = { authorization: `Bearer ${account.token}` };
  const slots = await json(
    await fetch(`${a?.url}/v1/upload-urls/images`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1 }),
    }),
  );
  const slot = slots.body.data.result[0];
  const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
  const put = await fetch(`${a?.url}${slot.uploadUrl}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'image/png' },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  await granted;
  const created = await json(
    await fetch(`${a?.url}/v1/characters`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survivor', userUploadReferences: [slot.reference] }),
    }),
  );
  expect(created.status).toBe(201);
  const { id, reference } = created.body.data.result as { id: string; reference: string };

  // A has started the job (its prediction is waiting at Replicate) and leases it.
  await expect.poll(() => fake.created().length, { timeout: 30_000, intervals: [100] }).toBeGreaterThan(0);
  // Leases are written by the instance's heartbeat (every third of a lease), so the first one may
  // come a moment after the job started.
  const leaseOwner = async () =>
    String((await sql`select owner from job_leases where subject_id = ${id}`)[0]?.owner ?? '');
  await expect.poll(leaseOwner, { timeout: 15_000, intervals: [100] }).toContain(`:${a?.proc.pid}:`);

  const exited = new Promise((r) => a?.proc.once('exit', r));
  a?.proc.kill('SIGKILL');
  await exited;
  fake.scenario = 'success';
  // The prediction's webhook goes to APP_URL, A's port, and is lost with A: whoever takes the job
  // over finds the outcome by looking the prediction up.
  await expect.poll(() => fake.deliveries.map((d) => d.status), { intervals: [50] }).toEqual([0, 0, 0]);
  // The fake answers a prediction's first look-up 'processing' (a model still at work). This one
  // finished while A was down: that answer is taken here, so the new owner's look-up finds it done.
  const lost = await fetch(`${fake.baseUrl}/predictions/${fake.deliveries[0]?.id}`, {
    headers: { authorization: 'Bearer test-token' },
  });
  expect((await lost.json()).status).toBe('processing');
  // Then A's port is a proxy of ours, like a load balancer in front of the live instances. It brings
  // the later webhooks to the instance holding the job: one that does not hold it would only settle
  // the prediction's row, and the holder would notice at its next look-up (a wait slice later).
  proxy = await startProxy(PORTS.a, async () => {
    const owner = await leaseOwner();
    return [b, c].find((i) => owner.includes(`:${i?.proc.pid}:`)) ?? b;
  });

  // B or C takes it over once A's lease expires, and finishes it.
  await expect
    .poll(
      async () =>
        (await json(await fetch(`${b?.url}/v1/characters/${reference}`, { headers: auth }))).body?.data
          ?.result?.status,
      { timeout: 60_000, intervals: [250] },
    )
    .toBe('CREATED');
  // The drawings after the lost one were answered by webhook, through the proxy.
  const later = fake.deliveries.slice(3).map((d) => d.status);
  expect(later.length).toBeGreaterThan(0);
  expect(later.every((s) => s === 200)).toBe(true);

  const takeovers = [b, c].flatMap((i) =>
    (i?.log.join('') ?? '').split('\n').filter((l) => l.includes(`took over ${id}`)),
  );
  expect(takeovers).toHaveLength(1);
  expect(takeovers[0]).toContain('resumed');

  const holds = await sql`select status from credit_holds where idempotency_key = ${`character:${id}`}`;
  expect(holds.map((h) => h.status)).toEqual(['CAPTURED']);
  const charges =
    await sql`select delta from credit_ledger where user_id = ${account.userId} and kind = 'CHARGE'`;
  expect(charges).toHaveLength(1);
  const [user] = await sql`select balance, held, active_holds from users where id = ${account.userId}`;
  expect(user).toMatchObject({ balance: 10 + Number(charges[0]?.delta), held: 0, active_holds: 0 });
});

test('a pack made private on one instance is gone from the others within 2 s', async () => {
  const { b, c } = instances as Record<string, Instance>;
  const granted = tsx('scripts/credits-cli.ts', ['grant', account.email, '20', 'instances privacy test']);
  const { reference, name, stickerRef } = await insertPublicPack(sql, dataDir(), account.userId);

  // C serves it from its own caches: the API and the pack page.
  const doors = {
    api: async () => (await fetch(`${c?.url}/v1/sticker-packs/public/${reference}`)).status,
    page: async () => (await fetch(`${c?.url}/explore/sticker-pack/${reference}`)).status,
  };
  for (const served of Object.values(doors))
    await expect.poll(served, { timeout: 30_000, intervals: [100] }).toBe(200);

  await granted;
  // The owner makes it private on B.
  const t0 = performance.now();
  const put = await fetch(`${b?.url}/v1/sticker-packs/${reference}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, description: '', stickerReferences: [stickerRef], visibility: 'PRIVATE' }),
  });
  expect(put.status).toBe(200);
  const gone = await Promise.all(
    Object.entries(doors).map(async ([door, served]) => {
      while ((await served()) === 200 && performance.now() - t0 < 5_000)
        await new Promise((r) => setTimeout(r, 50));
      const ms = Math.round(performance.now() - t0);
      console.log(
        `instances: ${door} on the other instance stopped serving the pack ${ms} ms after the change`,
      );
      return { door, status: await served(), ms };
    }),
  );
  for (const g of gone) {
    expect(g.status, g.door).toBe(404);
    expect(g.ms, g.door).toBeLessThan(2_000);
  }
});
