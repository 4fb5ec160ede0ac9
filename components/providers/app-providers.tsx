'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { useBalanceBroadcastListener, useMe } from '@/lib/client/use-me';

// sonner loads with the first signed-in render, not on anonymous pages that never toast (issue 12).
// Toasts raised before it mounts are replayed by sonner to the late Toaster.
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

function BalanceSync() {
  useBalanceBroadcastListener();
  return null;
}

function LazyToaster({ dir }: { dir: 'ltr' | 'rtl' }) {
  const me = useMe();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays: the "signed out" toast comes after the user is gone.
  if (me.data && !needed) setNeeded(true);
  if (!needed) return null;
  // SPEC §2: one toast at a time, gone after 3 s.
  return <Toaster visibleToasts={1} duration={3000} position="top-center" richColors closeButton dir={dir} />;
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
      <LazyToaster dir={dir} />
    </QueryClientProvider>
  );
}
