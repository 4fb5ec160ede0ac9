// A small in-process cache for public, read-only data that grows with the whole user base (explore,
// public packs): a burst of visitors costs one query per TTL, not one per request. Each scope has a
// version; a change in this instance bumps it (stale at once here), other instances catch up within
// the TTL (README: several instances). Never used for anything private.
import { revalidatePath } from 'next/cache';
import { EXPLORE_TAB_ROUTE } from '@/lib/config/explore';

type Entry = { at: number; version: number; value: Promise<unknown> };

const MAX_ENTRIES = 500;
// On globalThis: every route bundle of the Next server has its own copy of this module, and they
// must share the entries and the versions a change bumps.
const g = globalThis as unknown as {
  __publicMemo?: { entries: Map<string, Entry>; versions: Map<string, number> };
};
g.__publicMemo ??= { entries: new Map(), versions: new Map() };
const state = g.__publicMemo;

// Whole pages that Next caches (ISR) and renders from this data: refreshed with it. Other instances'
// copies follow within their revalidate window (30 s), like the data.
const CACHED_PAGES = [EXPLORE_TAB_ROUTE];

export function publicScopeChanged(scope: string) {
  state.versions.set(scope, (state.versions.get(scope) ?? 0) + 1);
  for (const page of CACHED_PAGES) {
    try {
      revalidatePath(page, 'page');
    } catch {
      // Outside a request (a job, a test): nothing of Next's to refresh here.
    }
  }
}

export async function memoPublic<T>(
  scope: string,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
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
