import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { defineRoute, NextResponse } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** Liveness with a database round trip; a database that cannot be opened is a 503 (the wrapper). */
export const GET = defineRoute({ auth: 'none' }, async ({ db }) => {
  const started = Date.now();
  await db.execute(sql`select 1`);
  return NextResponse.json(
    { data: { result: { status: 'ok', database: env().modes.database, latencyMs: Date.now() - started } } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
