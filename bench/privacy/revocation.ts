// How soon a pack made private stops being served by another instance, through every public door:
// the API, the list, the pack page, its share image and the cached explore tab (ISR). Two
// `next start` processes of a build (NEXT_DIST_DIR, default .next) share one fresh PostgreSQL
// database (TEST_DATABASE_URL's server) and one blob folder. Prints one line per door.
// Run: NEXT_DIST_DIR=.next-e npx tsx bench/privacy/revocation.ts
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = [Number(process.env.BENCH_PORT ?? 3391), Number(process.env.BENCH_PORT ?? 3391) + 1];
const ROOT = process.cwd();
const dbName = `sticker_revocation_${randomUUID().slice(0, 8)}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revocation-'));
const url = (() => {
  const u = new URL(PG);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const base = (i: number) => `http://127.0.0.1:${PORTS[i]}`;
const env = { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };

function start(port: number): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: ROOT,
      env: {
        ...env,
        BETTER_AUTH_SECRET: 'revocation-secret-revocation-secret-1',
        ALLOW_NO_CAPTCHA: '1',
        AUTH_RATE_LIMIT: '0',
        APP_URL: base(0),
      },
      stdio: 'ignore',
    },
  );
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 240_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read().catch(() => undefined as T);
    if (v !== undefined && done(v)) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  const admin = postgres(PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const servers: ChildProcess[] = [];
  try {
    for (const script of ['scripts/db-migrate.ts', 'scripts/db-seed.ts']) {
      const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      if (r.status !== 0) throw new Error(`${script}: ${r.stderr}`);
    }
    servers.push(start(PORTS[0] as number), start(PORTS[1] as number));
    for (const i of [0, 1])
      await until(
        () => fetch(`${base(i)}/v1/health`),
        (r) => r.ok,
        120_000,
      );

    const headers = { origin: base(0), 'content-type': 'application/json' };
    const email = `${randomUUID()}@revocation.test`;
    const signUp = await fetch(`${base(0)}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: 'sticker123', name: 'Bench User' }),
    });
    const cookie = (signUp.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
    // Our user row is made on the first signed-in request; then it gets credits for the bench.
    await fetch(`${base(0)}/v1/users/me`, { headers: { cookie } });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql`update users set balance = 100 where email = ${email}`;
    await sql.end();
    const api = async (method: string, p: string, body?: unknown) =>
      (
        await fetch(`${base(0)}${p}`, { method, headers: { ...headers, cookie }, body: JSON.stringify(body) })
      ).json();

    const character = await api('POST', '/v1/characters', {
      name: 'Bench Astro',
      templateReference: 'example-astro',
      isRemix: true,
    });
    if (!character.data) throw new Error(`character: ${JSON.stringify(character)}`);
    const ref = character.data.result.reference as string;
    await until(
      () => api('GET', `/v1/characters/${ref}`),
      (c) => c.data.result.status === 'CREATED',
    );
    await api('POST', '/v1/stickers', {
      characterReferences: [ref],
      stickerCount: 4,
      visibility: 'PRIVATE',
      descriptions: ['One', 'Two', 'Three', 'Four'].map((n) => ({
        name: n,
        labelText: n,
        description: 'Waving',
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'An office',
      stickerLabelsLanguage: 'en',
    });
    const stickers = await until(
      () => api('GET', '/v1/stickers?status=CREATED&limit=10'),
      (s) => s.data.items.length === 4,
    );
    const name = `Revoked ${randomUUID().slice(0, 6)}`;
    const body = {
      name,
      description: '',
      stickerReferences: stickers.data.items.map((s: { reference: string }) => s.reference),
    };
    const pack = (await api('POST', '/v1/sticker-packs', { ...body, visibility: 'PUBLIC' })).data.result;

    const b = base(1);
    const doors: Record<string, () => Promise<boolean>> = {
      api: async () => (await fetch(`${b}/v1/sticker-packs/public/${pack.reference}`)).status === 200,
      list: async () => (await (await fetch(`${b}/v1/sticker-packs/public?limit=50`)).text()).includes(name),
      page: async () => (await fetch(`${b}/explore/sticker-pack/${pack.reference}`)).status === 200,
      og: async () => (await fetch(`${b}/v1/sticker-packs/public/${pack.reference}/og`)).status === 200,
      explore: async () => (await (await fetch(`${b}/explore?tab=sticker-packs`)).text()).includes(name),
    };
    for (const [door, served] of Object.entries(doors))
      await until(served, Boolean, 60_000).catch(() => console.log(`${door}: never served`));
    for (const served of Object.values(doors)) await served(); // cached on B now

    const t0 = performance.now();
    await api('PUT', `/v1/sticker-packs/${pack.reference}`, { ...body, visibility: 'PRIVATE' });
    await Promise.all(
      Object.entries(doors).map(async ([door, served]) => {
        await until(async () => !(await served()), Boolean, 60_000);
        console.log(`${door}: stopped after ${Math.round(performance.now() - t0)} ms`);
      }),
    );
  } finally {
    for (const s of servers) s.kill('SIGKILL');
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
