'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Direction } from 'radix-ui';
import { dirFor, type Locale } from '@/lib/config/locales';
import { getQueryClient } from '@/lib/client/query-client';

/**
 * Data and direction for the islands that need them (studio and explore pages, the signed-in
 * header, the auth modal): every provider shares the tab's one query cache. Radix primitives
 * otherwise assume left-to-right (menus, tabs, dialogs in Arabic).
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const dir = dirFor(useLocale() as Locale);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </QueryClientProvider>
  );
}
