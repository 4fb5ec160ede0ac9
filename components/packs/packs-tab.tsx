'use client';

import { useQuery } from '@tanstack/react-query';
import { LayersIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNow } from '@/components/characters/use-now';
import { STUDIO_GRID, StudioGridSkeleton } from '@/components/studio/studio-grid';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { useStudioFilter } from '@/components/studio/use-studio-filter';
import { Skeleton } from '@/components/ui/skeleton';
import { type Pack, packsQueryOptions } from '@/lib/client/packs';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { DeletePackDialog } from './delete-pack-dialog';
import { PackCard } from './pack-card';
import { PacksLoadError } from './packs-load-error';

/** The Sticker Packs tab of My Creations (docs/product-rules.md): newest first, search, favourites, delete. */
export function PacksTab() {
  const t = useTranslations('packs');
  const ts = useTranslations('studio');
  const [toDelete, setToDelete] = useState<Pack | null>(null);
  const query = useQuery(packsQueryOptions);
  // The "created 5 minutes ago" texts move on while the tab stays open.
  const now = useNow(60_000);

  const all = query.data ?? [];
  const filter = useStudioFilter('packs', all);
  const { shown, search } = filter;
  const { favourites, toggle, remove } = filter.favourites;

  return (
    <div className="flex flex-col gap-5" data-testid="packs-tab">
      <StudioToolbar
        {...filter.toolbar}
        placeholder={ts('search.stickerPacks')}
        countLabel={query.data ? t('count', { count: shown.length }) : undefined}
      />

      {query.isPending ? (
        <StudioGridSkeleton
          count={12}
          label={t('loading')}
          testId="packs-loading"
          className="p-3 sm:p-4"
          lines={
            <>
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="mt-2 h-8 w-full rounded-full" />
            </>
          }
        />
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
          onReset={filter.reset}
          testId="packs-no-matches"
        />
      ) : (
        <div className={STUDIO_GRID} data-testid="packs-grid">
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
