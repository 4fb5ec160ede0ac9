'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { useBalanceBroadcastListener } from '@/lib/client/use-me';

function BalanceSync() {
  useBalanceBroadcastListener();
  return null;
}

export function AppProviders({ children, dir }: { children: React.ReactNode; dir: 'ltr' | 'rtl' }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <BalanceSync />
      {/* Radix primitives otherwise assume left-to-right (menus, tabs, dialogs in Arabic). */}
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
      {/* SPEC §2: one toast at a time, gone after 3 s. */}
      <Toaster visibleToasts={1} duration={3000} position="top-center" richColors closeButton dir={dir} />
    </QueryClientProvider>
  );
}
