import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// One machine means one machine: `npm start` of an embedded install at a loopback APP_URL listens on
// loopback only (lib/server/listen-host.ts). This runs the tail of scripts/start.sh (from choosing
// the address to `exec next start`) and reads the listening socket's address from the kernel's
// socket list (/proc/net/tcp and tcp6): no traffic is sent anywhere. It runs the production build
// the other e2e tests run against.
const START = fs.readFileSync('scripts/start.sh', 'utf8');
const TAIL = START.slice(START.indexOf('host="$('));

/** IPv4 and IPv6 addresses in /proc/net/tcp* are hex words in the kernel's (little-endian) order. */
function procAddress(hex: string): string {
  const words = (hex.match(/.{8}/g) ?? []).map((w) => (w.match(/../g) ?? []).reverse().join(''));
  if (words.length === 1) return (words[0]?.match(/../g) ?? []).map((b) => Number.parseInt(b, 16)).join('.');
  const groups = words
    .flatMap((w) => [w.slice(0, 4), w.slice(4)])
    .map((g) => Number.parseInt(g, 16).toString(16));
  return new net.SocketAddress({ address: groups.join(':'), family: 'ipv6' }).address;
}

/** The local addresses of the sockets listening on this TCP port. */
function listening(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue; // 0A: LISTEN
      const [addr, portHex] = local.split(':') as [string, string];
      if (Number.parseInt(portHex, 16) === port) found.push(procAddress(addr));
    }
  }
  return found.sort();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let child: ChildProcess | null = null;
test.afterEach(() => {
  // Our own process group (detached below), by its id.
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  child = null;
});

/** Starts the tail of scripts/start.sh with this env and waits until its port is listened on. */
async function start(env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const clean = { ...process.env };
  for (const k of ['HOSTNAME', 'APP_URL', 'DATABASE_URL']) delete clean[k];
  child = spawn('bash', ['-c', `set -euo pipefail\n${TAIL}`], {
    env: {
      ...clean,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'listen-')),
      PORT: String(port),
      ...env,
    },
    detached: true,
    stdio: 'ignore',
  });
  for (let waited = 0; waited < 90_000; waited += 250) {
    const found = listening(port);
    if (found.length) return found;
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing listened on ${port}`);
}

test.describe('npm start listens where it should', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an embedded install at a loopback APP_URL listens on 127.0.0.1 only', async () => {
    expect(await start({})).toEqual(['127.0.0.1']);
  });

  test('a public APP_URL listens on every interface', async () => {
    const found = await start({ APP_URL: 'https://stickers.example', ALLOW_NO_CAPTCHA: '1' });
    expect(
      found.some((a) => a === '::' || a === '0.0.0.0'),
      found.join(', '),
    ).toBe(true);
  });

  test('HOSTNAME is where it listens', async () => {
    expect(
      await start({ HOSTNAME: '127.0.0.1', APP_URL: 'https://stickers.example', ALLOW_NO_CAPTCHA: '1' }),
    ).toEqual(['127.0.0.1']);
  });
});

test('reading the socket list finds a loopback listener as 127.0.0.1 and one on every interface as ::', async () => {
  const servers = [net.createServer(), net.createServer()];
  await new Promise<void>((resolve) => servers[0]?.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => servers[1]?.listen(0, '::', resolve));
  const [loop, any] = servers.map((s) => (s.address() as net.AddressInfo).port) as [number, number];
  try {
    expect(listening(loop)).toEqual(['127.0.0.1']);
    expect(listening(any)).toEqual(['::']);
  } finally {
    for (const s of servers) s.close();
  }
});
