import { eq, sql } from 'drizzle-orm';
import { markPublicDataChanged } from '@/lib/cache/public-data';
import { appSettings } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';

// No 'server-only' import: the operator CLI (scripts/credits-cli.ts) runs these under tsx.
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

// Explicit ::jsonb cast: both drivers then store the same JSON value (not a JSON string).
export async function writeSetting(db: DbOrTx, key: string, value: unknown) {
  const json = JSON.stringify(value);
  await db
    .insert(appSettings)
    .values({ key, value: sql`${json}::jsonb` })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`${json}::jsonb` } });
  // The purchases switch is part of the public pricing config.
  await markPublicDataChanged(db, 'pricing');
}
