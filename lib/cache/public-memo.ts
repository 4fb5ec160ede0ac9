// A small in-process cache for public, read-only data that grows with the whole user base (explore,
// public packs): a burst of visitors costs one query per TTL, not one per request. Each scope has a
// version; a change bumps it here at once and, through PostgreSQL NOTIFY (sent after the change
// committed), on every other instance that LISTENs: a pack made private stops being served
// everywhere within milliseconds (docs/measurements.md). The TTL only bounds staleness if a
// notification is lost (a dropped listener connection). Never used for anything private.
import { sql } from 'drizzle-orm';
import { EXPLORE_TAB_ROUTE } from '@/lib/config/explore';
import type { DbOrTx } from '@/lib/db/types';
import { refreshCachedPages } from './next-pages';

export const PUBLIC_CONTENT_CHANNEL = 'stickerfy_public_content';

type Entry = { at: number; version: number; value: Promise<unknown> };
type Listener = { listen?: (channel: string, fn: (payload: string) => void) => unknown };

const MAX_ENTRIES = 500;
// On globalThis: every route bundle of the Next server has its own copy of this module, and they
// must share the entries, the versions a change bumps and one LISTEN per connection.
const g = globalThis as unknown as {
  __publicMemo?: {
    entries: Map<string, Entry>;
    versions: Map<string, number>;
    listening: WeakMap<object, Promise<unknown>>;
  };
};
g.__publicMemo ??= { entries: new Map(), versions: new Map(), listening: new WeakMap() };
g.__publicMemo.listening ??= new WeakMap();
const state = g.__publicMemo;

// Whole pages that Next caches (ISR) and renders from this data: refreshed with it.
const CACHED_PAGES = [EXPLORE_TAB_ROUTE];

function bump(scope: string) {
  state.versions.set(scope, (state.versions.get(scope) ?? 0) + 1);
  refreshCachedPages(CACHED_PAGES);
}

// A change announced from inside a transaction that has not committed yet (a caller that gives no
// transaction below) could be read back before it lands: a second drop shortly after covers it.
const SETTLE_MS = 1_000;
function heard(scope: string) {
  bump(scope);
  setTimeout(() => bump(scope), SETTLE_MS).unref?.();
}

/** The process's database, listened to once per client (postgres.js and PGlite both have `listen`). */
async function database(): Promise<DbOrTx> {
  const { getDb } = await import('@/lib/db');
  const db = await getDb();
  const client = (db as unknown as { $client?: Listener & object }).$client;
  if (client?.listen && !state.listening.has(client)) {
    const started = Promise.resolve(client.listen(PUBLIC_CONTENT_CHANNEL, heard)).catch((err) => {
      state.listening.delete(client);
      console.warn('[cache] LISTEN failed; public content relies on its TTL', err);
    });
    state.listening.set(client, started);
  }
  // The first reads wait until this instance listens, so no change slips between a read and the LISTEN.
  if (client) await state.listening.get(client);
  return db;
}

/**
 * A public scope changed: stale here at once, and announced to every instance, this one included
 * (a second drop is harmless). Called inside a transaction, pass it and await: the NOTIFY then goes
 * out with the commit, never before it.
 */
export function publicScopeChanged(scope: string, tx?: DbOrTx): Promise<void> {
  bump(scope);
  const notify = (db: DbOrTx) => db.execute(sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, ${scope})`);
  return Promise.resolve(tx ? notify(tx) : database().then(notify)).then(
    () => undefined,
    (err) => console.warn('[cache] could not announce a public change', scope, err),
  );
}

/** Starts listening for other instances' changes (reads do this too; start-up may call it early). */
export const followPublicChanges = () => database().then(() => undefined);

export async function memoPublic<T>(
  scope: string,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  await database().catch(() => undefined); // no database: this cache is per instance only
  const id = `${scope}\u0000${key}`;
  const version = state.versions.get(scope) ?? 0;
  const hit = state.entries.get(id);
  if (hit && hit.version === version && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  state.entries.set(id, { at: Date.now(), version, value });
  // A failed load is not kept: the next request tries again.
  value.catch(() => {
    if (state.entries.get(id)?.value === value) state.entries.delete(id);
  });
  if (state.entries.size > MAX_ENTRIES) {
    const oldest = state.entries.keys().next().value;
    if (oldest !== undefined) state.entries.delete(oldest);
  }
  return value;
}
