'use client';

import { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

/**
 * One query cache per browser tab, shared by every island that mounts a provider (the signed-in
 * header, studio and explore pages, the auth modal): anonymous landing and legal pages load no
 * react-query at all (docs/decisions.md), and the islands that do still see one cache.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') {
    // Server rendering: a fresh cache per render, never shared between requests.
    return new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  }
  client ??= new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } });
  return client;
}
