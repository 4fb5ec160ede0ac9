'use client';

import { observeCreatedStickers } from '@/lib/analytics/client';
import { useMe } from '@/lib/client/use-me';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StickerIcon } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiDownPanel } from '@/components/characters/api-down-panel';
import { useNow } from '@/components/characters/use-now';
import { STUDIO_GRID, StudioGridSkeleton } from '@/components/studio/studio-grid';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { useStudioFilter } from '@/components/studio/use-studio-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { queryKeys } from '@/lib/client/query-keys';
import { type Sticker, stickersQueryOptions } from '@/lib/client/stickers';
import { scheduleBalanceRefresh } from '@/lib/client/use-me';
import { ROUTES } from '@/lib/config/routes';
import { isStickerInProgress } from '@/lib/contracts/stickers';
import { DeleteStickerDialog } from './delete-sticker-dialog';
import { RegenerateStickerDialog } from './regenerate-sticker-dialog';
import { StickerCard } from './sticker-card';
import { StickersProcessingBanner } from './stickers-processing-banner';

// Edit label and Animate load when first opened: the studio's first-load budget (lib/config/budgets.ts)
// has no room for their forms, and most visits open neither.
const EditLabelDialog = dynamic(() => import('./edit-label-dialog').then((m) => m.EditLabelDialog), {
  ssr: false,
});
const AnimateStickerDialog = dynamic(
  () => import('./animate-sticker-dialog').then((m) => m.AnimateStickerDialog),
  { ssr: false },
);

/** Product rule (docs/product-rules.md): when a sticker leaves "in progress" the balance is refreshed (it was captured or released). */
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

/**
 * Product rule (docs/product-rules.md): the analytics feedback trigger once the user has 20 or more
 * created stickers. A component of its own: the user's arrival re-renders it, not the whole grid.
 */
function FeedbackTrigger({ list }: { list: Sticker[] | undefined }) {
  const userId = useMe().data?.id;
  const created = list?.filter((s) => s.status === 'CREATED').length ?? 0;
  useEffect(() => {
    if (userId && list) observeCreatedStickers(userId, created);
  }, [userId, created, list]);
  return null;
}

/** The Stickers tab of My Creations: polled every 10 s while any is in progress, else 30 s. */
export function StickersTab() {
  const t = useTranslations('stickers');
  const ts = useTranslations('studio');
  const [toDelete, setToDelete] = useState<Sticker | null>(null);
  const [toRegenerate, setToRegenerate] = useState<Sticker | null>(null);
  const [toRelabel, setToRelabel] = useState<Sticker | null>(null);
  const [toAnimate, setToAnimate] = useState<Sticker | null>(null);
  // A lazy dialog mounts on its first opening and then stays, so closing it still animates.
  const [opened, setOpened] = useState({ relabel: false, animate: false });
  const query = useQuery(stickersQueryOptions);
  const qc = useQueryClient();
  useBalanceRefreshOnFinish(query.data);

  const all = query.data ?? [];
  const inProgress = useMemo(() => all.filter((s) => isStickerInProgress(s.status)), [all]);
  const filter = useStudioFilter('stickers', all);
  const { shown, search } = filter;
  const { favourites, toggle, remove } = filter.favourites;
  const now = useNow(inProgress.length > 0 ? 1000 : null);

  return (
    <div className="flex flex-col gap-5" data-testid="stickers-tab">
      <FeedbackTrigger list={query.data} />
      <StudioToolbar
        {...filter.toolbar}
        placeholder={ts('search.stickers')}
        countLabel={query.data ? t('count', { count: shown.length }) : undefined}
      />

      {inProgress.length > 0 && <StickersProcessingBanner stickers={all} now={now} />}

      {query.isPending ? (
        <StudioGridSkeleton
          count={12}
          label={t('loading')}
          testId="stickers-loading"
          lines={
            <>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-8 w-full rounded-full" />
            </>
          }
        />
      ) : query.isError && !query.data ? (
        <ApiDownPanel kind="stickers" onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : all.length === 0 ? (
        <EmptyState />
      ) : shown.length === 0 ? (
        <NoMatches search={search} onReset={filter.reset} />
      ) : (
        <div className={STUDIO_GRID} data-testid="stickers-grid">
          {shown.map((s) => (
            <StickerCard
              key={s.reference}
              sticker={s}
              now={now}
              favourite={favourites.has(s.reference)}
              onToggleFavourite={() => toggle(s.reference)}
              onDelete={() => setToDelete(s)}
              onRegenerate={() => setToRegenerate(s)}
              onEditLabel={() => {
                setOpened((o) => ({ ...o, relabel: true }));
                setToRelabel(s);
              }}
              onAnimate={() => {
                setOpened((o) => ({ ...o, animate: true }));
                setToAnimate(s);
              }}
            />
          ))}
        </div>
      )}

      <DeleteStickerDialog sticker={toDelete} onClose={() => setToDelete(null)} onDeleted={remove} />
      <RegenerateStickerDialog sticker={toRegenerate} onClose={() => setToRegenerate(null)} />
      {opened.animate && <AnimateStickerDialog sticker={toAnimate} onClose={() => setToAnimate(null)} />}
      {opened.relabel && (
        <EditLabelDialog
          sticker={toRelabel}
          onClose={() => setToRelabel(null)}
          onSaved={(saved) =>
            qc.setQueryData<Sticker[]>(queryKeys.stickers, (list) =>
              list?.map((s) => (s.reference === saved.reference ? saved : s)),
            )
          }
          onRegenerate={() => toRelabel && setToRegenerate(toRelabel)}
        />
      )}
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
