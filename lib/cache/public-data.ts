import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/types';

// Public, read-mostly data (pricing config, public styles) kept in process memory (docs/decisions.md): these
// change a few times a year, by an operator, yet every landing visit asked the database. Per instance
// and read-only, as docs/architecture.md allows. Freshness: every write path calls markPublicDataChanged(),
// which drops this process's copy and sends a PostgreSQL NOTIFY (delivered on commit) that every
// instance LISTENs to — the operator CLIs run in their own process. A TTL bounds the staleness if a
// notification is ever lost (a dropped listener connection).
// No 'server-only' import: the CLIs (scripts/credits-cli.ts) and the seed call the write side.

export type PublicTopic = 'pricing' | 'styles';
export const PUBLIC_DATA_CHANNEL = 'stickerfy_public_data';
const SAFETY_TTL_MS = 5 * 60_000;

type Entry = { at: number; value: Promise<unknown> };
// Entries are per topic, or per topic and variant (the reader's language): 'styles', 'styles\u0000de'.
const SEP = '\u0000';
type Listener = { listen?: (channel: string, fn: (payload: string) => void) => unknown };
// On globalThis: every route bundle has its own copy of this module; they share one cache and one
// LISTEN per connection.
const g = globalThis as unknown as {
  __stickerPublic?: { entries: Map<string, Entry>; listening: WeakSet<object> };
};
const state = () => {
  g.__stickerPublic ??= { entries: new Map(), listening: new WeakSet() };
  return g.__stickerPublic;
};

/** Drops the topic and all its variants. */
function invalidate(topic: string) {
  const { entries } = state();
  for (const key of [...entries.keys()])
    if (key === topic || key.startsWith(`${topic}${SEP}`)) entries.delete(key);
}

/** LISTEN once per database client (postgres.js and PGlite both have `listen`). */
function listenOnce(db: DbOrTx) {
  const client = (db as unknown as { $client?: Listener & object }).$client;
  if (!client?.listen || state().listening.has(client)) return;
  state().listening.add(client);
  Promise.resolve(client.listen(PUBLIC_DATA_CHANNEL, invalidate)).catch((err) => {
    state().listening.delete(client);
    console.warn('[cache] LISTEN failed; public data relies on its TTL', err);
  });
}

/**
 * The cached value of a topic (or of one variant of it), loading it on first use, after a change, or
 * after the TTL. A change of the topic drops every variant.
 */
export function cachedPublicData<T>(
  db: DbOrTx,
  topic: PublicTopic,
  load: () => Promise<T>,
  variant?: string,
): Promise<T> {
  listenOnce(db);
  const key = variant ? `${topic}${SEP}${variant}` : topic;
  const hit = state().entries.get(key);
  if (hit && Date.now() - hit.at < SAFETY_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: Date.now(), value };
  state().entries.set(key, entry);
  // A failed load is not kept: the next call tries again.
  value.catch(() => {
    if (state().entries.get(key) === entry) state().entries.delete(key);
  });
  return value;
}

/** Every write of public data calls this (in its transaction, if any: NOTIFY is sent on commit). */
export async function markPublicDataChanged(db: DbOrTx, topic: PublicTopic): Promise<void> {
  invalidate(topic);
  await db.execute(sql`select pg_notify(${PUBLIC_DATA_CHANNEL}, ${topic})`);
}
