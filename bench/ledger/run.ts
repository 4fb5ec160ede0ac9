import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { setSetting as writeSetting } from '../../lib/settings/service';
import {
  captureHold,
  chargeCredits,
  grantCredits,
  MAX_IN_PROGRESS_SETTING,
  reserveCredits,
} from '../../lib/credits/service';
import { type Connection, connectPostgres, migrateConnection } from '../../lib/db/connect';
import { users } from '../../lib/db/schema';

// Ledger throughput on the real PostgreSQL: reserve+capture (two transactions, the path of every
// background paid action) and chargeCredits (one transaction, instant actions), for one hot account
// (every worker on the same row lock) and spread over 1 000 accounts. Scratch database, dropped at the end.
// npx tsx bench/ledger/run.ts   (BENCH_DATABASE_URL, BENCH_OPS, BENCH_WORKERS to override)

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OPS = Number(process.env.BENCH_OPS ?? 5000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 32);
const ACCOUNTS = 1000;

type Result = {
  name: string;
  ops: number;
  txPerOp: number;
  seconds: number;
  lat: number[];
  txLat: number[];
  errors: number;
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function cpuModel(): string {
  try {
    const m = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    return m?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  } catch {
    return os.cpus()[0]?.model ?? 'unknown';
  }
}

async function runScenario(
  name: string,
  txPerOp: number,
  ops: number,
  op: (i: number) => (txLat: number[]) => Promise<void>,
): Promise<Result> {
  const lat: number[] = [];
  const txLat: number[] = [];
  let next = 0;
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < ops) {
        const i = next++;
        const t0 = performance.now();
        try {
          await op(i)(txLat);
          lat.push(performance.now() - t0);
        } catch (err) {
          if (errors++ === 0) console.error(`[${name}] first error:`, err);
        }
      }
    }),
  );
  return {
    name,
    ops,
    txPerOp,
    seconds: (performance.now() - start) / 1000,
    lat: lat.sort((a, b) => a - b),
    txLat: txLat.sort((a, b) => a - b),
    errors,
  };
}

function report(r: Result) {
  const opsPerS = r.lat.length / r.seconds;
  const ms = (a: number[], p: number) => pct(a, p).toFixed(1).padStart(6);
  console.log(
    `${r.name.padEnd(33)} ${String(r.lat.length).padStart(5)} ops ${r.seconds.toFixed(1).padStart(5)} s ` +
      `${opsPerS.toFixed(0).padStart(5)} ops/s ${(opsPerS * r.txPerOp).toFixed(0).padStart(5)} tx/s | ` +
      `op p50 ${ms(r.lat, 50)} p99 ${ms(r.lat, 99)} | tx p50 ${ms(r.txLat, 50)} p99 ${ms(r.txLat, 99)} ms | errors ${r.errors}`,
  );
}

async function setup(conn: Connection) {
  await migrateConnection(conn);
  await writeSetting(conn.db, MAX_IN_PROGRESS_SETTING, 10_000); // the hot account has up to WORKERS holds at once
  const rows = await conn.db
    .insert(users)
    .values(
      Array.from({ length: ACCOUNTS + 1 }, (_, i) => ({
        authProvider: 'embedded',
        authSubject: `bench-${i}`,
        publicId: `B${String(i).padStart(7, '0')}`,
      })),
    )
    .returning({ id: users.id });
  const ids = rows.map((r) => r.id);
  await runScenario('grant', 1, ids.length, (i) => async () => {
    await grantCredits(conn.db, {
      userId: ids[i] as string,
      credits: i === 0 ? 10_000_000 : 100_000,
      kind: 'BONUS',
      description: 'bench',
      idempotencyKey: `bench:${i}`,
    });
  });
  return { hot: ids[0] as string, spread: ids.slice(1) };
}

async function checkInvariants(conn: Connection) {
  const bad = await conn.db.execute(sql`
    select count(*)::int as n from users u
    where u.held <> 0 or u.active_holds <> 0
       or u.balance <> (select coalesce(sum(delta), 0) from credit_ledger l where l.user_id = u.id)`);
  const rows = (Array.isArray(bad) ? bad : (bad as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? -1;
}

async function main() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  const [{ version } = { version: '?' }] = await admin<{ version: string }[]>`select version()`;
  const name = `ledger_bench_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const conn = connectPostgres(url.toString(), WORKERS + 4);
  try {
    console.log(
      `machine: ${os.cpus().length} cores, ${cpuModel()}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
    );
    console.log(
      `node ${process.version}; ${version.split(' on ')[0]}; ${WORKERS} workers, ${OPS} ops per scenario`,
    );
    const { hot, spread } = await setup(conn);
    const pick = () => spread[Math.floor(Math.random() * spread.length)] as string;
    const timed = async (txLat: number[], fn: () => Promise<unknown>) => {
      const t0 = performance.now();
      await fn();
      txLat.push(performance.now() - t0);
    };
    const reserveCapture = (userId: string, key: string) => async (txLat: number[]) => {
      await timed(txLat, () =>
        reserveCredits(conn.db, {
          userId,
          credits: 1,
          action: 'bench',
          description: 'bench',
          idempotencyKey: key,
        }),
      );
      await timed(txLat, () => captureHold(conn.db, key));
    };
    const charge = (userId: string, key: string) => (txLat: number[]) =>
      timed(txLat, () =>
        chargeCredits(conn.db, {
          userId,
          credits: 1,
          action: 'bench',
          description: 'bench',
          idempotencyKey: key,
        }),
      );

    await runScenario('warm-up', 2, 300, (i) => reserveCapture(pick(), `warm:${i}`));
    const results = [
      await runScenario('reserve+capture, 1 000 accounts', 2, OPS, (i) => reserveCapture(pick(), `rc:${i}`)),
      await runScenario('reserve+capture, one hot account', 2, OPS, (i) => reserveCapture(hot, `hot:${i}`)),
      await runScenario('charge (1 tx), 1 000 accounts', 1, OPS, (i) => charge(pick(), `ch:${i}`)),
      await runScenario('charge (1 tx), one hot account', 1, OPS, (i) => charge(hot, `chh:${i}`)),
    ];
    console.log(
      '\nop = reserve+capture (2 transactions) or charge (1); latencies in ms, closed loop of all workers',
    );
    for (const r of results) report(r);
    const broken = await checkInvariants(conn);
    console.log(
      `\ninvariants (sum(ledger) == balance, held == 0): ${broken === 0 ? 'OK for every account' : `${broken} accounts BROKEN`}`,
    );
    if (broken !== 0 || results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await conn.close();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
