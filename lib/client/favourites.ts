'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

// Product rule (docs/product-rules.md): kept only in this browser, as lists of references under one key per kind.
export type FavouriteKind = 'characters' | 'stickers' | 'packs' | 'styles';
export type FavouritesStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const favouritesKey = (kind: FavouriteKind) => `stickerfy:favourites:${kind}`;

/** Parses a stored list; anything that is not an array of strings counts as empty. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))] : [];
  } catch {
    return [];
  }
}

export function readFavourites(storage: FavouritesStorage, kind: FavouriteKind): string[] {
  return parseFavourites(storage.getItem(favouritesKey(kind)));
}

/** Adds or removes one reference (newest favourite first); returns the new list. */
export function toggleFavourite(
  storage: FavouritesStorage,
  kind: FavouriteKind,
  reference: string,
): string[] {
  const current = readFavourites(storage, kind);
  const next = current.includes(reference) ? current.filter((r) => r !== reference) : [reference, ...current];
  storage.setItem(favouritesKey(kind), JSON.stringify(next));
  return next;
}

export function removeFavourite(
  storage: FavouritesStorage,
  kind: FavouriteKind,
  reference: string,
): string[] {
  const current = readFavourites(storage, kind);
  if (!current.includes(reference)) return current;
  const next = current.filter((r) => r !== reference);
  storage.setItem(favouritesKey(kind), JSON.stringify(next));
  return next;
}

// Same-tab listeners: the `storage` event only fires in *other* tabs.
const listeners = new Set<() => void>();
export const notifyFavourites = () => {
  for (const l of listeners) l();
};

export function subscribeFavourites(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function browserStorage(): FavouritesStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies): favourites simply do not stick
  }
}

/** `useFavourites('characters')`: the set of favourite references plus toggle/remove, synced across tabs. */
export function useFavourites(kind: FavouriteKind) {
  // The raw string is the snapshot: stable between renders, so useSyncExternalStore does not loop.
  const raw = useSyncExternalStore(
    subscribeFavourites,
    () => browserStorage()?.getItem(favouritesKey(kind)) ?? null,
    () => null,
  );
  const favourites = useMemo(() => new Set(parseFavourites(raw)), [raw]);
  const toggle = useCallback(
    (reference: string) => {
      const storage = browserStorage();
      if (!storage) return;
      toggleFavourite(storage, kind, reference);
      notifyFavourites();
    },
    [kind],
  );
  const remove = useCallback(
    (reference: string) => {
      const storage = browserStorage();
      if (!storage) return;
      removeFavourite(storage, kind, reference);
      notifyFavourites();
    },
    [kind],
  );
  return { favourites, isFavourite: (ref: string) => favourites.has(ref), toggle, remove };
}
