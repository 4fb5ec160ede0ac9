'use client';

import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiRequestError, apiFetch, onResponseBalance, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';
import { hasSessionHint, setSessionHint } from './session-hint';

export type Me = {
  id: string;
  publicId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
  creditExpiry: string | null;
  balance: { availableCredits: number };
};

/** "First Last", or '' when the profile has no names. */
export function fullNameOf(me: Pick<Me, 'firstName' | 'lastName'>): string {
  return [me.firstName, me.lastName].filter(Boolean).join(' ');
}

/** Product rule (docs/product-rules.md): the avatar is the initials of first and last name. */
export function initialsOf(me: Pick<Me, 'firstName' | 'lastName' | 'email'>): string {
  const i = `${me.firstName?.[0] ?? ''}${me.lastName?.[0] ?? ''}`.toUpperCase();
  return i || (me.email?.[0] ?? '?').toUpperCase();
}

// Product rule (docs/product-rules.md): current user fresh 5 min, kept 10 min, refetched on focus. 401 means signed out (null).
// Without the session hint the visitor is signed out for sure: no request, no 401 in the console.
export const meQueryOptions = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async (): Promise<Me | null> => {
    if (!hasSessionHint()) return null;
    try {
      return unwrap<Me>(await apiFetch('/v1/users/me'));
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 401) {
        setSessionHint(false); // expired or revoked: later pages need not ask again
        return null;
      }
      throw err;
    }
  },
  staleTime: 5 * 60_000,
  gcTime: 10 * 60_000,
  refetchOnWindowFocus: true,
  retry: 1,
});

const noSubscribe = () => () => {};

/** False during server rendering and hydration, true after: the first client render matches the HTML. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

type MeQuery = ReturnType<typeof useMeQuery>;
const useMeQuery = () => useQuery(meQueryOptions);

// What useMe reports while hydrating: pending, with the query's error if it has one. Built from
// those few fields, not copied from the whole result: reading every field would subscribe the
// component to all of them (react-query re-renders only for the fields read), and each change of
// the request's state would then render it again.
const hydrating = (query: MeQuery) =>
  ({
    data: undefined,
    error: query.error,
    isPending: true,
    isSuccess: false,
    isError: query.isError,
    isFetching: false,
    status: 'pending',
    refetch: query.refetch,
  }) as unknown as MeQuery;

/**
 * The signed-in user, or null when signed out. Static pages render "unknown" on the server, so until
 * hydration is done this reports pending even if the query already answered (no hydration mismatch).
 * Every component that calls it renders again when hydration ends and when the answer comes: large
 * components read the balance with useBalanceReader and leave the display to a small one.
 */
export function useMe(): MeQuery {
  const query = useMeQuery();
  return useHydrated() ? query : hydrating(query);
}

const BROADCAST_KEY = 'stickerfy:balance-updated';
const DEBOUNCE_MS = 100;
const MIN_INTERVAL_MS = 2_000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Other tabs listen for this key (useBalanceBroadcastListener). Storage may be unavailable: ignore. */
function broadcastBalanceChange() {
  try {
    localStorage.setItem(BROADCAST_KEY, String(Date.now()));
  } catch {}
}
let lastRefresh = 0;

/** Product rule (docs/product-rules.md): refreshes debounced 100 ms, at most one per 2 s, broadcast to other tabs. */
export function scheduleBalanceRefresh(qc: QueryClient, broadcast = true) {
  if (timer) clearTimeout(timer);
  const wait = Math.max(DEBOUNCE_MS, lastRefresh + MIN_INTERVAL_MS - Date.now());
  timer = setTimeout(() => {
    timer = undefined;
    lastRefresh = Date.now();
    void qc.invalidateQueries({ queryKey: queryKeys.me });
    if (broadcast) {
      broadcastBalanceChange();
    }
  }, wait);
}

export function setBalanceFromResponse(qc: QueryClient, availableCredits: number | undefined) {
  if (typeof availableCredits !== 'number') {
    scheduleBalanceRefresh(qc);
    return;
  }
  qc.setQueryData<Me | null>(queryKeys.me, (me) => (me ? { ...me, balance: { availableCredits } } : me));
  broadcastBalanceChange();
}

/**
 * The balance as known right now, read when called (a check before a paid action): unlike useBalance,
 * the component does not render again when it changes.
 */
export function useBalanceReader() {
  const qc = useQueryClient();
  return useCallback(() => qc.getQueryData<Me | null>(queryKeys.me)?.balance.availableCredits, [qc]);
}

export function useBalance() {
  const qc = useQueryClient();
  const me = useMe();
  return useMemo(
    () => ({
      availableCredits: me.data?.balance.availableCredits,
      refresh: () => scheduleBalanceRefresh(qc),
    }),
    [qc, me.data?.balance.availableCredits],
  );
}

/**
 * Mounted once: every response that carries a balance sets it at once (apiFetch's one hook, docs/product-rules.md),
 * and another tab's balance change refreshes ours (without re-broadcasting).
 */
export function useBalanceBroadcastListener() {
  const qc = useQueryClient();
  useEffect(() => onResponseBalance((n) => setBalanceFromResponse(qc, n)), [qc]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === BROADCAST_KEY) scheduleBalanceRefresh(qc, false);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [qc]);
}
