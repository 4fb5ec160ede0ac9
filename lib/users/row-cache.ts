import { pgliteClientOf } from '@/lib/db/connect';
import type { Database } from '@/lib/db/types';
import type { users } from '@/lib/db/schema';

// The signed-in user's row, kept in memory for the embedded database only (docs/decisions.md): PGlite's
// simplest query is the largest part of a signed-in read like /v1/users/me (docs/measurements.md). The embedded
// database belongs to one process (lib/db/lock.ts), so that process sees every write, and the database
// itself reports them: a trigger (drizzle/0011_users_changed_notify.sql) notifies after each insert,
// update or delete of a users row (the ledger's balance changes included, however written) while
// someone listens, and the listener drops that row before the writing transaction's caller resumes. PostgreSQL deployments run several instances, and NOTIFY
// serialises commits there: they query every time.

type UserRow = typeof users.$inferSelect;

const CHANNEL = 'stickerfy_users_changed'; // the trigger's channel (drizzle/0011_users_changed_notify.sql)
const MAX_ENTRIES = 10_000;

export class UserRowCache {
  private byIdentity = new Map<string, UserRow>();
  /** Bumped by every change: a row read before a change must not be stored after it. */
  private generation = 0;

  private static key(provider: string, subject: string) {
    return `${provider}\u0000${subject}`;
  }

  get(provider: string, subject: string): UserRow | undefined {
    const row = this.byIdentity.get(UserRowCache.key(provider, subject));
    return row && { ...row };
  }

  /** The generation to pass to `set` with a row read now. */
  mark(): number {
    return this.generation;
  }

  set(provider: string, subject: string, row: UserRow, readAt: number) {
    if (readAt !== this.generation) return;
    if (this.byIdentity.size >= MAX_ENTRIES) {
      const oldest = this.byIdentity.keys().next().value;
      if (oldest !== undefined) this.byIdentity.delete(oldest);
    }
    this.byIdentity.set(UserRowCache.key(provider, subject), { ...row });
  }

  changed(userId: string) {
    this.generation++;
    for (const [key, row] of this.byIdentity) if (row.id === userId) this.byIdentity.delete(key);
  }
}

// On globalThis: each route bundle of the Next server has its own copy of this module, and the cache
// is enabled once, at start (lib/server/start.ts), and read by every bundle.
const g = globalThis as unknown as { __stickerUserRowCaches?: WeakMap<Database, UserRowCache> };
g.__stickerUserRowCaches ??= new WeakMap();
const caches = g.__stickerUserRowCaches;

/** The cache for this database handle, if it has one (embedded databases only). */
export function userRowCache(db: Database): UserRowCache | undefined {
  return caches.get(db);
}

/**
 * Listens to the users trigger on an embedded database, then caches its rows (the server calls this
 * once it has opened the database: lib/server/start.ts). On PostgreSQL there is nothing to enable.
 */
export async function enableUserRowCache(db: Database): Promise<UserRowCache | undefined> {
  const existing = caches.get(db);
  if (existing) return existing;
  const client = pgliteClientOf(db);
  if (!client) return undefined;
  const cache = new UserRowCache();
  await client.listen(CHANNEL, (id) => cache.changed(id));
  caches.set(db, cache);
  return cache;
}
