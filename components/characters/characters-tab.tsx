'use client';

import { useQuery } from '@tanstack/react-query';
import { UsersRoundIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { Skeleton } from '@/components/ui/skeleton';
import { type Character, charactersQueryOptions, filterCharacters } from '@/lib/client/characters';
import { useFavourites } from '@/lib/client/favourites';
import { isCharacterInProgress } from '@/lib/contracts/characters';
import { ROUTES } from '@/lib/config/routes';
import { ApiDownPanel } from './api-down-panel';
import { CharacterCard } from './character-card';
import { DeleteCharacterDialog } from './delete-character-dialog';
import { ProcessingBanner } from './processing-banner';
import { useNow } from './use-now';

// SPEC §2: grids use 2, 4 or 6 columns by width; 3 skeletons for characters.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-6';
const SKELETONS = 3;

/** The Characters tab of My Creations: polled every 10 s while any character is being created. */
export function CharactersTab() {
  const t = useTranslations('characters');
  const ts = useTranslations('studio');
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [toDelete, setToDelete] = useState<Character | null>(null);
  const query = useQuery(charactersQueryOptions);
  const { favourites, toggle, remove } = useFavourites('characters');

  const all = query.data ?? [];
  const inProgress = useMemo(() => all.filter((c) => isCharacterInProgress(c.status)), [all]);
  const shown = useMemo(
    () => filterCharacters(all, { search, favouritesOnly, favourites }),
    [all, search, favouritesOnly, favourites],
  );
  // Progress bars move every second between polls; no ticking when nothing is in progress.
  const now = useNow(inProgress.length > 0 ? 1000 : null);

  return (
    <div className="flex flex-col gap-5" data-testid="characters-tab">
      <StudioToolbar
        search={search}
        onSearchChange={setSearch}
        placeholder={ts('search.characters')}
        favouritesOnly={favouritesOnly}
        onFavouritesOnlyChange={setFavouritesOnly}
        countLabel={query.data ? t('count', { count: shown.length }) : undefined}
      />

      {inProgress.length > 0 && (
        <div className="flex flex-col gap-3">
          {inProgress.map((c) => (
            <ProcessingBanner key={c.reference} character={c} now={now} />
          ))}
        </div>
      )}

      {query.isPending ? (
        <div
          className={GRID}
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
          data-testid="characters-loading"
        >
          {Array.from({ length: SKELETONS }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-3xl border bg-card">
              <Skeleton className="aspect-square rounded-none" />
              <div className="flex flex-col gap-2 p-4">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-5 w-20 rounded-full" />
                <Skeleton className="mt-1 h-8 w-full rounded-full" />
              </div>
            </div>
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <ApiDownPanel onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : all.length === 0 ? (
        <EmptyState />
      ) : shown.length === 0 ? (
        <NoMatches
          search={search}
          favouritesOnly={favouritesOnly}
          onReset={() => {
            setSearch('');
            setFavouritesOnly(false);
          }}
        />
      ) : (
        <div className={GRID} data-testid="characters-grid">
          {shown.map((c) => (
            <CharacterCard
              key={c.reference}
              character={c}
              now={now}
              favourite={favourites.has(c.reference)}
              onToggleFavourite={() => toggle(c.reference)}
              onDelete={() => setToDelete(c)}
            />
          ))}
        </div>
      )}

      <DeleteCharacterDialog character={toDelete} onClose={() => setToDelete(null)} onDeleted={remove} />
    </div>
  );
}

function EmptyState() {
  const t = useTranslations('characters.empty');
  return (
    <TabEmptyState
      icon={UsersRoundIcon}
      title={t('title')}
      body={t('body')}
      cta={t('cta')}
      href={ROUTES.createCharacter}
      testId="characters-empty"
    />
  );
}

function NoMatches({
  search,
  favouritesOnly,
  onReset,
}: {
  search: string;
  favouritesOnly: boolean;
  onReset: () => void;
}) {
  const t = useTranslations('characters.noMatches');
  return (
    <TabNoMatches
      title={t('title')}
      message={
        search.trim() ? t('search', { search: search.trim() }) : favouritesOnly ? t('favourites') : null
      }
      reset={t('reset')}
      onReset={onReset}
      testId="characters-no-matches"
    />
  );
}
