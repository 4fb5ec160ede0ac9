'use client';

import { useQuery } from '@tanstack/react-query';
import { LayersIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useNow } from '@/components/characters/use-now';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { Skeleton } from '@/components/ui/skeleton';
import { filterCharacters } from '@/lib/client/characters';
import { useFavourites } from '@/lib/client/favourites';
import { type Pack, packsQueryOptions } from '@/lib/client/packs';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { DeletePackDialog } from './delete-pack-dialog';
import { PackCard } from './pack-card';
import { PacksLoadError } from './packs-load-error';

// SPEC §2: grids use 2, 4 or 6 columns by width; 12 skeletons for grids.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-6';
const SKELETONS = 12;

/** The Sticker Packs tab of My Creations (SPEC §2): newest first, search, favourites, delete. */
export function PacksTab() {
  const t = useTranslations('packs');
  const ts = useTranslations('studio');
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [toDelete, setToDelete] = useState<Pack | null>(null);
  const query = useQuery(packsQueryOptions);
  const { favourites, toggle, remove } = useFavourites('packs');
  // The "created 5 minutes ago" texts move on while the tab stays open.
  const now = useNow(60_000);

  const all = query.data ?? [];
  const shown = useMemo(
    () => filterCharacters(all, { search, favouritesOnly, favourites }),
    [all, search, favouritesOnly, favourites],
  );

  return (
    <div className="flex flex-col gap-5" data-testid="packs-tab">
      <StudioToolbar
        search={search}
        onSearchChange={setSearch}
        placeholder={ts('search.stickerPacks')}
        favouritesOnly={favouritesOnly}
        onFavouritesOnlyChange={setFavouritesOnly}
        countLabel={query.data ? t('count', { count: shown.length }) : undefined}
      />

      {query.isPending ? (
        <div
          className={GRID}
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
          data-testid="packs-loading"
        >
          {Array.from({ length: SKELETONS }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-3xl border bg-card">
              <Skeleton className="aspect-square rounded-none" />
              <div className="flex flex-col gap-2 p-3 sm:p-4">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
                <Skeleton className="mt-2 h-8 w-full rounded-full" />
              </div>
            </div>
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <PacksLoadError />
      ) : all.length === 0 ? (
        <TabEmptyState
          icon={LayersIcon}
          title={t('empty.title')}
          body={t('empty.body')}
          cta={t('empty.cta')}
          href={PACK_ROUTES.create}
          testId="packs-empty"
        />
      ) : shown.length === 0 ? (
        <TabNoMatches
          title={t('noMatches.title')}
          message={
            search.trim() ? t('noMatches.search', { search: search.trim() }) : t('noMatches.favourites')
          }
          reset={t('noMatches.reset')}
          onReset={() => {
            setSearch('');
            setFavouritesOnly(false);
          }}
          testId="packs-no-matches"
        />
      ) : (
        <div className={GRID} data-testid="packs-grid">
          {shown.map((p) => (
            <PackCard
              key={p.reference}
              pack={p}
              now={now}
              favourite={favourites.has(p.reference)}
              onToggleFavourite={() => toggle(p.reference)}
              onDelete={() => setToDelete(p)}
            />
          ))}
        </div>
      )}

      <DeletePackDialog pack={toDelete} onClose={() => setToDelete(null)} onDeleted={remove} />
    </div>
  );
}
