'use client';

import { useQuery } from '@tanstack/react-query';
import { UsersRoundIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { STUDIO_GRID, StudioGridSkeleton } from '@/components/studio/studio-grid';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { useStudioFilter } from '@/components/studio/use-studio-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { type Character, charactersQueryOptions } from '@/lib/client/characters';
import { isCharacterInProgress } from '@/lib/contracts/characters';
import { ROUTES } from '@/lib/config/routes';
import { ApiDownPanel } from './api-down-panel';
import { CharacterCard } from './character-card';
import { DeleteCharacterDialog } from './delete-character-dialog';
import { ProcessingBanner } from './processing-banner';
import { useNow } from './use-now';

/** The Characters tab of My Creations: polled every 10 s while any character is being created. */
export function CharactersTab() {
  const t = useTranslations('characters');
  const ts = useTranslations('studio');
  const [toDelete, setToDelete] = useState<Character | null>(null);
  const query = useQuery(charactersQueryOptions);

  const all = query.data ?? [];
  const inProgress = useMemo(() => all.filter((c) => isCharacterInProgress(c.status)), [all]);
  const filter = useStudioFilter('characters', all);
  const { shown, search } = filter;
  const { favourites, toggle, remove } = filter.favourites;
  // Progress bars move every second between polls; no ticking when nothing is in progress.
  const now = useNow(inProgress.length > 0 ? 1000 : null);

  return (
    <div className="flex flex-col gap-5" data-testid="characters-tab">
      <StudioToolbar
        {...filter.toolbar}
        placeholder={ts('search.characters')}
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
        <StudioGridSkeleton
          count={3}
          label={t('loading')}
          testId="characters-loading"
          className="p-4"
          lines={
            <>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="mt-1 h-8 w-full rounded-full" />
            </>
          }
        />
      ) : query.isError && !query.data ? (
        <ApiDownPanel onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : all.length === 0 ? (
        <EmptyState />
      ) : shown.length === 0 ? (
        <NoMatches search={search} favouritesOnly={filter.favouritesOnly} onReset={filter.reset} />
      ) : (
        <div className={STUDIO_GRID} data-testid="characters-grid">
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
