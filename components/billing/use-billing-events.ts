'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '@/lib/client/query-keys';
import { CHECKOUT_RETURN_HASH, type CheckoutReturn } from '@/lib/contracts/payments';

const RETURN_BY_HASH = Object.fromEntries(
  Object.entries(CHECKOUT_RETURN_HASH).map(([state, hash]) => [`#${hash}`, state]),
) as Record<string, CheckoutReturn>;

export function parseReturnHash(hash: string): CheckoutReturn | null {
  return RETURN_BY_HASH[hash] ?? null;
}

/**
 * Runs `fn` once the browser is idle, i.e. after React has hydrated the deferred (Suspense) parts of
 * the layout: a modal opened earlier marks the header aria-hidden before it hydrates (a mismatch).
 */
export function afterHydration(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 1_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/** The payment provider's return state from the URL hash (docs/product-rules.md); the hash is cleared at once. */
export function useCheckoutReturn() {
  const [state, setState] = useState<CheckoutReturn | null>(null);
  useEffect(() => {
    const read = () => {
      const found = parseReturnHash(window.location.hash);
      if (!found) return;
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}`,
      );
      setState(found);
    };
    const cancel = afterHydration(read);
    window.addEventListener('hashchange', read);
    return () => {
      cancel();
      window.removeEventListener('hashchange', read);
    };
  }, []);
  return [state, setState] as const;
}

const MIN_GAP_MS = 1_000; // focus and visibilitychange usually fire together

/**
 * Product rule (docs/product-rules.md): credits and history refresh on a back/forward page show, when the tab becomes visible
 * and on window focus. `onPageShow` also tells the page it came back from the checkout (bfcache).
 */
export function useBillingRefresh(onRestoredFromCache: () => void) {
  const qc = useQueryClient();
  const restored = useRef(onRestoredFromCache);
  restored.current = onRestoredFromCache;
  useEffect(() => {
    let last = 0;
    const refresh = () => {
      if (Date.now() - last < MIN_GAP_MS) return;
      last = Date.now();
      void qc.invalidateQueries({ queryKey: queryKeys.me });
      void qc.invalidateQueries({ queryKey: queryKeys.creditHistory });
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      restored.current();
      refresh();
    };
    const onVisibility = () => document.visibilityState === 'visible' && refresh();
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', refresh);
    };
  }, [qc]);
}
