import { revalidatePath } from 'next/cache';

// Whole pages Next caches (ISR) and renders from the public data (lib/cache/public-memo.ts). In a
// request, revalidatePath() drops them. A change announced by another instance arrives outside any
// request (a PostgreSQL notification), where revalidatePath() refuses to run: there the same tag
// revalidatePath() would expire — the page's implicit tag, `_N_T_<route>/page` — is expired on the
// incremental cache Next keeps for this process on globalThis (set on its first request; before
// that it has rendered no page to drop). The next visitor then waits for a fresh render instead of
// getting the stale copy, as after a revalidatePath() here.
type IncrementalCache = { revalidateTag?: (tags: string[]) => Promise<void> };

export function refreshCachedPages(routes: readonly string[]) {
  for (const route of routes) {
    try {
      revalidatePath(route, 'page');
      continue;
    } catch {
      // Outside a request: below.
    }
    const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache;
    cache?.revalidateTag?.([`_N_T_${route}/page`])?.catch((err: unknown) => {
      console.warn('[cache] could not expire a cached page', route, err);
    });
  }
}
