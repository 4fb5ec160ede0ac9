import { sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export async function GET() {
  const started = Date.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return NextResponse.json(
      { data: { result: { status: 'ok', database: env().modes.database, latencyMs: Date.now() - started } } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (err) {
    console.error('[health] database check failed', err);
    return NextResponse.json(
      { errorCode: 'UNAVAILABLE', message: 'Database unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
