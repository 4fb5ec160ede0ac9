import { type ChildProcess, spawn } from 'node:child_process';
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

/** Runs one of the repo's scripts (migrate, seed, the credits CLI) against the given database. */
export function runScript(script: string, databaseUrl: string, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  child.stderr?.on('data', (c) => {
    out += c;
  });
  return new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} failed: ${out}`))));
  });
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
  // Polled often: a refused connection costs nothing.
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log.join('')}`);
    const ok = await fetch(`${url}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, port, proc, log, url };
    await new Promise((r) => setTimeout(r, 100));
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

/**
 * A reverse proxy of ours listening on the port: each request goes to the instance `pick` names at
 * that moment (a load balancer in front of the instances).
 */
export async function startProxy(port: number, pick: () => Promise<Instance | undefined>) {
  const server = http.createServer((req, res) => {
    const fail = () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    };
    pick().then((target) => {
      if (!target) return fail();
      const upstream = http.request(
        `${target.url}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', fail);
      req.pipe(upstream);
    }, fail);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
