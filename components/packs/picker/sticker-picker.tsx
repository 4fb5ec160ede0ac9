'use client';

import { CheckCheckIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useNow } from '@/components/characters/use-now';
import { STUDIO_GRID } from '@/components/studio/studio-grid';
import { StudioToolbar } from '@/components/studio/studio-toolbar';
import { TabNoMatches } from '@/components/studio/tab-no-matches';
import { Button } from '@/components/ui/button';
import { useStudioFilter } from '@/components/studio/use-studio-filter';
import { cn } from '@/lib/utils';
import { type PickableSticker, SelectableStickerCard } from './selectable-sticker-card';

type Props = {
  stickers: PickableSticker[];
  selected: readonly string[];
  onToggle: (reference: string) => void;
  /** References already in the pack (select screen). */
  inPack?: ReadonlySet<string>;
  cover?: { reference: string | null; onToggle: (reference: string) => void };
  gridClassName?: string;
};

/** The user's CREATED stickers with name search, favourites and 'show selected' (docs/product-rules.md). */
export function StickerPicker({ stickers, selected, onToggle, inPack, cover, gridClassName }: Props) {
  const t = useTranslations('packs.picker');
  const ts = useTranslations('studio');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const filter = useStudioFilter('stickers', stickers);
  const { search } = filter;
  const now = useNow(60_000);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(
    () => filter.shown.filter((s) => !selectedOnly || chosen.has(s.reference)),
    [filter.shown, selectedOnly, chosen],
  );

  return (
    <div className="flex flex-col gap-4" data-testid="sticker-picker">
      <StudioToolbar
        {...filter.toolbar}
        placeholder={ts('search.stickers')}
        extra={
          <Button
            type="button"
            variant="outline"
            aria-pressed={selectedOnly}
            onClick={() => setSelectedOnly((v) => !v)}
            className={cn(
              'h-11',
              selectedOnly && 'border-violet-300 bg-violet-50 text-violet-900 hover:bg-violet-100',
            )}
            data-testid="picker-selected-only"
          >
            <CheckCheckIcon aria-hidden="true" className={cn(!selectedOnly && 'text-muted-foreground')} />
            {t('showSelected')}
          </Button>
        }
      />
      {shown.length === 0 ? (
        <TabNoMatches
          title={t('noMatches.title')}
          message={
            search.trim()
              ? t('noMatches.search', { search: search.trim() })
              : selectedOnly
                ? t('noMatches.selected')
                : t('noMatches.favourites')
          }
          reset={t('noMatches.reset')}
          onReset={() => {
            filter.reset();
            setSelectedOnly(false);
          }}
          testId="picker-no-matches"
        />
      ) : (
        <div className={gridClassName ?? STUDIO_GRID} data-testid="picker-grid">
          {shown.map((s) => (
            <SelectableStickerCard
              key={s.reference}
              sticker={s}
              now={now}
              selected={chosen.has(s.reference)}
              inPack={inPack?.has(s.reference)}
              onToggle={() => onToggle(s.reference)}
              cover={
                cover
                  ? { isCover: cover.reference === s.reference, onToggle: () => cover.onToggle(s.reference) }
                  : undefined
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
