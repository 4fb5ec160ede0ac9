'use client';

import { observeCreatedStickers } from '@/lib/analytics/client';
import { useMe } from '@/lib/client/use-me';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StickerIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiDownPanel } from '@/components/characters/api-down-panel';
import { useNow } from '@/components/characters/use-now';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { Skeleton } from '@/components/ui/skeleton';
import { filterCharacters } from '@/lib/client/characters';
import { useFavourites } from '@/lib/client/favourites';
import { type Sticker, stickersQueryOptions } from '@/lib/client/stickers';
import { scheduleBalanceRefresh } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import { isStickerInProgress } from '@/lib/contracts/stickers';
import { DeleteStickerDialog } from './delete-sticker-dialog';
import { RegenerateStickerDialog } from './regenerate-sticker-dialog';
import { StickerCard } from './sticker-card';
import { StickersProcessingBanner } from './stickers-processing-banner';

// SPEC §2: grids use 2, 4 or 6 columns by width; 12 skeletons for grids.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-6';
const SKELETONS = 12;

/** SPEC §4: when a sticker leaves "in progress" the balance is refreshed (it was captured or released). */
function useBalanceRefreshOnFinish(list: Sticker[] | undefined) {
  const qc = useQueryClient();
  const previous = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!list) return;
    const now = new Set(list.filter((s) => isStickerInProgress(s.status)).map((s) => s.reference));
    const before = previous.current;
    if (before && [...before].some((ref) => !now.has(ref))) scheduleBalanceRefresh(qc);
    previous.current = now;
  }, [list, qc]);
}

/** SPEC §9: the analytics feedback trigger once the user has 20 or more created stickers. */
function useFeedbackTrigger(list: Sticker[] | undefined) {
  const userId = useMe().data?.id;
  const created = list?.filter((s) => s.status === 'CREATED').length ?? 0;
  useEffect(() => {
    if (userId && list) observeCreatedStickers(userId, created);
  }, [userId, created, list]);
}

/** The Stickers tab of My Creations: polled every 10 s while any is in progress, else 30 s. */
export function StickersTab() {
  const t = useTranslations('stickers');
  const ts = useTranslations('studio');
  const [search, setSearch] = useState('');
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [toDelete, setToDelete] = useState<Sticker | null>(null);
  const [toRegenerate, setToRegenerate] = useState<Sticker | null>(null);
  const query = useQuery(stickersQueryOptions);
  const { favourites, toggle, remove } = useFavourites('stickers');
  useBalanceRefreshOnFinish(query.data);
  useFeedbackTrigger(query.data);

  const all = query.data ?? [];
  const inProgress = useMemo(() => all.filter((s) => isStickerInProgress(s.status)), [all]);
  const shown = useMemo(
    () => filterCharacters(all, { search, favouritesOnly, favourites }),
    [all, search, favouritesOnly, favourites],
  );
  const now = useNow(inProgress.length > 0 ? 1000 : null);

  return (
    <div className="flex flex-col gap-5" data-testid="stickers-tab">
      <StudioToolbar
        search={search}
        onSearchChange={setSearch}
        placeholder={ts('search.stickers')}
        favouritesOnly={favouritesOnly}
        onFavouritesOnlyChange={setFavouritesOnly}
        countLabel={query.data ? t('count', { count: shown.length }) : undefined}
      />

      {inProgress.length > 0 && <StickersProcessingBanner stickers={all} />}

      {query.isPending ? (
        <div
          className={GRID}
          role="status"
          aria-busy="true"
          aria-label={t('loading')}
          data-testid="stickers-loading"
        >
          {Array.from({ length: SKELETONS }, (_, i) => (
            <div key={i} className="overflow-hidden rounded-3xl border bg-card">
              <Skeleton className="aspect-square rounded-none" />
              <div className="flex flex-col gap-2 p-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-8 w-full rounded-full" />
              </div>
            </div>
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <ApiDownPanel kind="stickers" onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : all.length === 0 ? (
        <EmptyState />
      ) : shown.length === 0 ? (
        <NoMatches
          search={search}
          onReset={() => {
            setSearch('');
            setFavouritesOnly(false);
          }}
        />
      ) : (
        <div className={GRID} data-testid="stickers-grid">
          {shown.map((s) => (
            <StickerCard
              key={s.reference}
              sticker={s}
              now={now}
              favourite={favourites.has(s.reference)}
              onToggleFavourite={() => toggle(s.reference)}
              onDelete={() => setToDelete(s)}
              onRegenerate={() => setToRegenerate(s)}
            />
          ))}
        </div>
      )}

      <DeleteStickerDialog sticker={toDelete} onClose={() => setToDelete(null)} onDeleted={remove} />
      <RegenerateStickerDialog sticker={toRegenerate} onClose={() => setToRegenerate(null)} />
    </div>
  );
}

function EmptyState() {
  const t = useTranslations('stickers.empty');
  return (
    <TabEmptyState
      icon={StickerIcon}
      title={t('title')}
      body={t('body')}
      cta={t('cta')}
      href={ROUTES.createSticker}
      testId="stickers-empty"
    />
  );
}

function NoMatches({ search, onReset }: { search: string; onReset: () => void }) {
  const t = useTranslations('stickers.noMatches');
  return (
    <TabNoMatches
      title={t('title')}
      message={search.trim() ? t('search', { search: search.trim() }) : t('favourites')}
      reset={t('reset')}
      onReset={onReset}
      testId="stickers-no-matches"
    />
  );
}
