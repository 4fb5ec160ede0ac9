'use client';

import { CheckIcon, SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AiStyle } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';
import { FavouriteStar, StyleOption } from './option-card';

type Props = {
  style: AiStyle;
  selected: boolean;
  dimmed: boolean;
  favourite: boolean;
  onClick: () => void;
  onToggleFavourite: () => void;
  /**
   * In the style grid (style-grid.tsx) the card is one of its options, with the grid's fixed width and
   * its place in the grid's single Tab stop; in the list of ideas it stretches and is a button.
   */
  gridTabIndex?: number;
};

/** An AI style (docs/product-rules.md): name, description, favourite star, pick to use. */
export function AiStyleCard({
  style,
  selected,
  dimmed,
  favourite,
  onClick,
  onToggleFavourite,
  gridTabIndex,
}: Props) {
  const t = useTranslations('createSticker.styles');
  const fixedWidth = gridTabIndex !== undefined;
  const body = (
    <>
      <span className="flex items-center gap-1.5 text-sm font-semibold">
        <SparklesIcon className="size-3.5 shrink-0 text-violet-600" aria-hidden="true" />
        <span className="line-clamp-2 [overflow-wrap:anywhere]">{style.styleName}</span>
      </span>
      <span className={cn('text-xs text-muted-foreground', fixedWidth ? 'line-clamp-5' : 'line-clamp-3')}>
        {style.styleDescription}
      </span>
      {fixedWidth && (
        // Among catalogue cards it needs saying; in the list of AI ideas it does not.
        <span className="mt-auto pt-1 text-[10px] font-bold uppercase tracking-wide text-violet-700">
          {t('aiBadge')}
        </span>
      )}
      {fixedWidth && favourite && <span className="sr-only">{t('inFavourites')}</span>}
      {selected && (
        <span className="absolute end-2 bottom-2 grid size-6 place-items-center rounded-full bg-violet-600 text-white">
          <CheckIcon className="size-4" aria-hidden="true" />
        </span>
      )}
    </>
  );
  return (
    <div
      className={cn(
        'relative shrink-0 snap-start rounded-2xl border-2 bg-card transition',
        fixedWidth ? 'w-32 sm:w-36' : 'w-full',
        selected ? 'border-violet-500 shadow-md' : 'border-violet-100 hover:border-violet-300',
        dimmed && !selected && 'opacity-45',
      )}
      data-testid="ai-style-card"
      data-selected={selected}
    >
      {fixedWidth ? (
        <StyleOption
          selected={selected}
          tabIndex={gridTabIndex}
          onSelect={onClick}
          onToggleFavourite={onToggleFavourite}
          className="aspect-[4/5] gap-1 p-3 pt-10"
        >
          {body}
        </StyleOption>
      ) : (
        <button
          type="button"
          onClick={onClick}
          aria-pressed={selected}
          className="flex w-full flex-col gap-1 p-3 pe-11 text-start"
        >
          {body}
        </button>
      )}
      <FavouriteStar
        favourite={favourite}
        label={t(favourite ? 'unfavourite' : 'favourite', { name: style.styleName })}
        onToggle={onToggleFavourite}
        pointerOnly={fixedWidth}
        className={fixedWidth ? 'start-2.5' : 'end-2.5'}
        testId="ai-style-favourite"
      />
    </div>
  );
}
