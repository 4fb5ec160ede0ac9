'use client';

import { useMemo, useState } from 'react';
import { filterCharacters } from '@/lib/client/characters';
import { type FavouriteKind, useFavourites } from '@/lib/client/favourites';

/**
 * The search box and favourites toggle every studio list has (docs/product-rules.md): the items that pass both,
 * the favourites store, and the props for StudioToolbar.
 */
export function useStudioFilter<T extends { name: string; reference: string }>(
  kind: FavouriteKind,
  items: readonly T[],
) {
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const favourites = useFavourites(kind);
  const shown = useMemo(
    () => filterCharacters(items, { search, favouritesOnly, favourites: favourites.favourites }),
    [items, search, favouritesOnly, favourites.favourites],
  );
  return {
    shown,
    search,
    favouritesOnly,
    favourites,
    /** Back to everything (the 'no matches' view's reset). */
    reset: () => {
      setSearch('');
      setFavouritesOnly(false);
    },
    toolbar: { search, onSearchChange: setSearch, favouritesOnly, onFavouritesOnlyChange: setFavouritesOnly },
  };
}
