import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The two apps the web benches compare, both under `next start`: ours (this repository's build) and a
// minimal Next.js app of the same version (one static page with a heading and a paragraph, one
// route handler that touches no database), built in a temp folder on our node_modules.

const ROOT = process.cwd();
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' } as NodeJS.ProcessEnv;

export const BENCH_PROMO_CODE = 'BENCHSTUDIO';

export type Server = { name: string; origin: string; stop: () => Promise<void> };

const MINIMAL_FILES: Record<string, string> = {
  'package.json': '{ "private": true }\n',
  // node_modules is a link into the repository: Turbopack must be allowed to read across it.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js': `export const metadata = { title: 'Minimal' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `export default function Page() {
  return (
    <main>
      <h1>A minimal Next.js page</h1>
      <p>One static page with a heading and a paragraph, the anchor the benches compare against.</p>
    </main>
  );
}
`,
  'app/api/ping/route.js': `export const dynamic = 'force-dynamic';
export function GET() {
  return Response.json({ data: { result: { status: 'ok' } } });
}
`,
};

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = baseEnv) {
  execFileSync(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Writes and builds the minimal app; its node_modules is a link to ours (the same Next.js). */
export function buildMinimalApp(): string {
  const dir = path.join(os.tmpdir(), 'stickerfy-bench-minimal');
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(MINIMAL_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  console.log('building the minimal app …');
  run(process.execPath, [NEXT_BIN, 'build'], dir);
  return dir;
}

export function buildOurs() {
  console.log('building the app …');
  run(process.execPath, [NEXT_BIN, 'build'], ROOT);
}

async function waitReady(origin: string, probe: string, child: ChildProcess, log: string) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(origin + probe);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${origin}${probe} not ready in 120 s:\n${log}`);
}

async function start(name: string, cwd: string, port: number, env: Record<string, string>, probe: string) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const origin = `http://localhost:${port}`;
  await waitReady(origin, probe, child, log);
  return {
    name,
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  } satisfies Server;
}

export const startMinimal = (dir: string, port: number) => start('minimal', dir, port, {}, '/api/ping');

export type OurMode = 'embedded' | 'postgres';

/** A scratch PostgreSQL database, migrated and seeded, for the hosted-database mode. */
function preparePostgres(adminUrl: string): string {
  const name = 'stickerfy_bench_web';
  const url = new URL(adminUrl);
  const psql = (sql: string) =>
    run('psql', [adminUrl, '-q', '-c', 'SET client_min_messages = warning', '-c', sql], ROOT);
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  const env = { ...baseEnv, DATABASE_URL: url.toString() };
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  run(tsx, ['scripts/db-migrate.ts'], ROOT, env);
  run(tsx, ['scripts/db-seed.ts'], ROOT, env);
  return url.toString();
}

/** Our app in one mode; the embedded database lives in a fresh temp DATA_DIR. */
export async function startOurs(mode: OurMode, port: number): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stickerfy-bench-data-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    AUTH_RATE_LIMIT: '0',
    // Credits for the studio rows' account: its one character (bench/web/studio-rows.ts).
    E2E_PROMO_CODES: `${BENCH_PROMO_CODE}:50`,
  };
  if (mode === 'postgres') {
    env.DATABASE_URL = preparePostgres(
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    env.BETTER_AUTH_SECRET = randomBytes(32).toString('base64url');
    env.ALLOW_NO_CAPTCHA = '1';
  }
  const server = await start(`ours (${mode})`, ROOT, port, env, '/v1/health');
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in session cookie for a fresh embedded account (sign-up through better-auth's route). */
export async function signUp(origin: string): Promise<string> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'bench-pass-123', name: 'Bench', firstName: 'Bench' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}
