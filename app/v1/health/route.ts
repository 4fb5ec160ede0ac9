import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { defineRoute, NextResponse } from '@/lib/http/route';
import type { Database } from '@/lib/db';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// One database round trip per second at most, shared by every caller in that second: a probe that
// hammers /v1/health (or a flood of them) cannot queue work on the database (docs/decisions.md).
const RECHECK_MS = 1000;
let last: { at: number; check: Promise<number> } | undefined;

function checkDatabase(db: Database): Promise<number> {
  if (last && Date.now() - last.at < RECHECK_MS) return last.check;
  const started = Date.now();
  const check = db.execute(sql`select 1`).then(() => Date.now() - started);
  const entry = { at: started, check };
  last = entry;
  check.catch(() => {
    if (last === entry) last = undefined; // a failure is not remembered: the next probe asks again
  });
  return check;
}

/** Liveness with a database round trip; a database that cannot be opened is a 503 (the wrapper). */
export const GET = defineRoute({ auth: 'none' }, async ({ db }) => {
  const latencyMs = await checkDatabase(db);
  return NextResponse.json(
    { data: { result: { status: 'ok', database: env().modes.database, latencyMs } } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
