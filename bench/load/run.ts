// Throughput beside a minimal Next.js app (docs/decisions.md): autocannon, 10 connections, on our public
// pages and our /v1 reads (signed in where needed), next to the minimal app's static page and its
// no-database route handler, with our app in embedded mode (PGlite) and on PostgreSQL.
//   flock /tmp/heavy.lock npm run bench:load [-- --no-build] [--seconds 10] [--warm 4] [--mode embedded|postgres]
// BENCH_PORT (default 4400) and the next port; BENCH_DATABASE_URL for the PostgreSQL admin URL.
import { machineLine, printTable, ratio, type Row } from '../web/report';
import {
  buildMinimalApp,
  buildOurs,
  type OurMode,
  type Server,
  signUp,
  startMinimal,
  startOurs,
} from '../web/servers';
import { type AutocannonResult, loadAutocannon } from '../web/tools';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SECONDS = Number(arg('--seconds') ?? 10);
const MODES: OurMode[] = arg('--mode') ? [arg('--mode') as OurMode] : ['embedded', 'postgres'];
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const PAGES = ['/', '/ar', '/ja', '/explore', '/terms'];
const READS = [
  { path: '/v1/users/me', signedIn: true },
  { path: '/v1/pricing/config', signedIn: false },
  { path: '/v1/sticker-styles/public', signedIn: false },
  { path: '/v1/health', signedIn: false },
];

type Measured = { rps: number; p99: number; bad: number };

async function measure(url: string, headers?: Record<string, string>): Promise<Measured> {
  const autocannon = loadAutocannon();
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up, not counted
  const r: AutocannonResult = await autocannon({ url, connections: 10, duration: SECONDS, headers });
  const m = { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
  console.log(`  ${url}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms${m.bad ? `, ${m.bad} failed` : ''}`);
  return m;
}

/**
 * Both servers run their first seconds of load far slower than later ones (V8 tiers their code up,
 * Next fills its caches): the minimal page's throughput doubled over one run while nothing else
 * changed (docs/measurements.md). Each server therefore takes WARM_SECONDS of load on every target it will be measured on
 * before the first counted row, so no row is measured on a cold server.
 */
const WARM_SECONDS = Number(arg('--warm') ?? 4);
async function warm(origin: string, paths: string[], headers?: Record<string, string>) {
  const autocannon = loadAutocannon();
  for (const p of paths)
    await autocannon({ url: origin + p, connections: 10, duration: WARM_SECONDS, headers });
}

// The minimal app is measured again right before each of our rows, and each ratio is taken against
// that neighbour: on a shared 2-core machine throughput drifts by ±30 % over a minute (another
// tenant, thermal state), and a reference taken once at the start made late rows look worse or
// better than they were.
async function benchMode(mode: OurMode, minimal: Server): Promise<Row[]> {
  const ours = await startOurs(mode, PORT);
  try {
    console.log(`\n${ours.name}: warming every target for ${WARM_SECONDS} s …`);
    await warm(ours.origin, [...PAGES, ...READS.filter((r) => !r.signedIn).map((r) => r.path)]);
    await warm(ours.origin, ['/v1/users/me'], { cookie: await signUp(ours.origin) });
    const rows: Row[] = [];
    for (const p of PAGES) {
      const ref = await measure(`${minimal.origin}/`);
      const m = await measure(ours.origin + p);
      rows.push({
        label: `\`${p}\` req/s (p99)`,
        minimal: `${ref.rps.toFixed(0)} (${ref.p99} ms)`,
        ours: `${m.rps.toFixed(0)} (${m.p99} ms)`,
        ratio: ratio(m.rps, ref.rps),
        // Printed, not a goal (docs/decisions.md): public pages are prerendered with s-maxage, so a
        // deployment serves them from a CDN. A failed request still fails the row.
        goal: 'printed',
        ok: m.bad === 0,
      });
    }
    for (const r of READS) {
      // A browser stores the session snapshot cookie each answer refreshes (better-auth's cookie
      // cache, 60 s); autocannon replays one fixed cookie, so it signs in right before the row, as a
      // tab in use would be (a cookie a minute old would measure the database path instead).
      const ref = await measure(`${minimal.origin}/api/ping`);
      const headers = r.signedIn ? { cookie: await signUp(ours.origin) } : undefined;
      const m = await measure(ours.origin + r.path, headers);
      rows.push({
        label: `\`${r.path}\`${r.signedIn ? ' signed in' : ''} req/s (p99)`,
        minimal: `${ref.rps.toFixed(0)} (${ref.p99} ms)`,
        ours: `${m.rps.toFixed(0)} (${m.p99} ms)${m.bad ? ` ${m.bad} failed` : ''}`,
        ratio: ratio(m.rps, ref.rps),
        // The goal is the signed-in user read's p99; the ratio to the no-database handler is printed.
        goal: r.signedIn ? 'p99 ≤ 60 ms' : 'printed',
        ok: (!r.signedIn || m.p99 <= 60) && m.bad === 0,
      });
    }
    return rows;
  } finally {
    await ours.stop();
  }
}

async function main() {
  console.log(machineLine());
  const servers: Server[] = [];
  try {
    const minimalDir = buildMinimalApp();
    if (!args.includes('--no-build')) buildOurs();
    const minimal = await startMinimal(minimalDir, PORT + 1);
    servers.push(minimal);
    console.log(`minimal app: warming both targets for ${WARM_SECONDS} s …`);
    await warm(minimal.origin, ['/', '/api/ping', '/', '/api/ping']);
    const tables: [OurMode, Row[]][] = [];
    for (const mode of MODES) tables.push([mode, await benchMode(mode, minimal)]);
    for (const [mode, rows] of tables)
      printTable(`autocannon c=10, ${SECONDS} s per row, ours in ${mode} mode — ${machineLine()}`, rows);
  } finally {
    for (const s of servers) await s.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
