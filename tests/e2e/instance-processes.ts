import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

// The processes and requests of tests/e2e/instances.spec.ts: `next start` instances of this build on
// one PostgreSQL database, the repo's scripts run against it, and a plain HTTP client.

const ROOT = process.cwd();

export type Instance = { name: string; port: number; proc: ChildProcess; log: string[]; url: string };

export function withDb(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one of the repo's scripts (migrate, seed) against the given database. */
export function runScript(script: string, databaseUrl: string, args: string[] = []) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${script} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** Starts `next start` on the port with the environment given and waits for its health check. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const log: string[] = [];
  const proc = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout?.on('data', (c) => log.push(String(c)));
  proc.stderr?.on('data', (c) => log.push(String(c)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log.join('')}`);
    const ok = await fetch(`${url}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, port, proc, log, url };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not start: ${log.join('')}`);
}

export const json = async (res: Response) => ({
  status: res.status,
  body: await res.json().catch(() => null),
});

/** An API client: Node's fetch sends Sec-Fetch-Mode, which better-auth treats as a browser. */
export function apiPost(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    },
  );
}
