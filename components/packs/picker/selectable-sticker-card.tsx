'use client';

import { CheckIcon, StarIcon } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { overlayButton } from '@/components/studio/card-buttons';
import { cn } from '@/lib/utils';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';

export type PickableSticker = {
  reference: string;
  name: string;
  createdAt: string;
  data: { image: string | null; thumb: string | null };
};

type Props = {
  sticker: PickableSticker;
  now: number;
  selected: boolean;
  /** Already in the pack (select screen): shown, not selectable. */
  inPack?: boolean;
  onToggle: () => void;
  /** Create page only: the optional cover star on a selected sticker. */
  cover?: { isCover: boolean; onToggle: () => void };
};

/** A sticker that can be picked for a pack (select screen, docs/product-rules.md: name and time created ago). */
export function SelectableStickerCard({ sticker, now, selected, inPack, onToggle, cover }: Props) {
  const t = useTranslations('packs.picker');
  const format = useFormatter();
  const on = selected || !!inPack;
  return (
    <div
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-3xl border-2 bg-card shadow-sm transition',
        selected && 'border-violet-500 ring-4 ring-violet-500/15',
        !selected && 'border-transparent ring-1 ring-border',
        inPack && 'opacity-55 saturate-50',
      )}
      data-testid="pick-card"
      data-reference={sticker.reference}
      data-selected={selected}
      data-in-pack={!!inPack}
    >
      <button
        type="button"
        role="checkbox"
        aria-checked={on}
        aria-disabled={inPack || undefined}
        onClick={inPack ? undefined : onToggle}
        aria-label={t(inPack ? 'inPackLabel' : 'selectLabel', { name: sticker.name })}
        className={cn(
          'flex flex-1 flex-col text-start outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
          inPack ? 'cursor-default' : 'cursor-pointer',
        )}
        data-testid="pick-toggle"
      >
        <div className="relative aspect-square bg-gradient-to-br from-violet-50 to-fuchsia-50">
          {sticker.data.image && (
            <img
              {...stickerSources(sticker.data, STICKER_SLOTS.grid)}
              alt=""
              loading="lazy"
              width={512}
              height={512}
              className="size-full object-contain p-2 transition duration-300 group-hover:scale-[1.04]"
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'absolute end-2.5 top-2.5 grid size-7 place-items-center rounded-full border-2 transition',
              selected && 'border-violet-600 bg-violet-600 text-white',
              inPack && 'border-white bg-muted-foreground/60 text-white',
              !on && 'border-white bg-black/10 text-transparent',
            )}
          >
            <CheckIcon className="size-4" strokeWidth={3} />
          </span>
          {(inPack || cover?.isCover) && (
            <span className="absolute inset-x-2 bottom-2 truncate rounded-full bg-background/90 px-2 py-0.5 text-center text-[11px] font-bold text-violet-700 shadow-xs">
              {t(inPack ? 'inPack' : 'cover')}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-0.5 p-2.5 sm:p-3">
          <span className="truncate text-sm font-bold leading-tight" title={sticker.name}>
            {sticker.name}
          </span>
          <time dateTime={sticker.createdAt} className="truncate text-xs text-muted-foreground">
            {format.relativeTime(new Date(sticker.createdAt), now)}
          </time>
        </div>
      </button>
      {cover && selected && (
        <button
          type="button"
          onClick={cover.onToggle}
          aria-pressed={cover.isCover}
          aria-label={t(cover.isCover ? 'coverUnset' : 'coverSet', { name: sticker.name })}
          title={t(cover.isCover ? 'coverUnset' : 'coverSet', { name: sticker.name })}
          className={cn(
            overlayButton,
            'absolute start-2.5 top-2.5',
            cover.isCover && 'bg-amber-400 text-white ring-amber-500',
          )}
          data-testid="pick-cover"
        >
          <StarIcon
            className={cn('size-4', cover.isCover ? 'fill-white' : 'text-muted-foreground')}
            aria-hidden="true"
          />
        </button>
      )}
    </div>
  );
}
