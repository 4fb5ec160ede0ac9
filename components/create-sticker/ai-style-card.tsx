'use client';

import { CheckIcon, SparklesIcon, StarIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { AiStyle } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';

type Props = {
  style: AiStyle;
  selected: boolean;
  dimmed: boolean;
  favourite: boolean;
  onClick: () => void;
  onToggleFavourite: () => void;
  /** Cards in the style grid share its fixed width; the ideas list lets them stretch. */
  fixedWidth?: boolean;
};

/** An AI style (docs/product-rules.md): name, description, favourite star, pick to use. */
export function AiStyleCard({
  style,
  selected,
  dimmed,
  favourite,
  onClick,
  onToggleFavourite,
  fixedWidth,
}: Props) {
  const t = useTranslations('createSticker.styles');
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
      <button
        type="button"
        onClick={onClick}
        aria-pressed={selected}
        className={cn(
          'flex w-full flex-col gap-1 p-3 pe-11 text-start',
          fixedWidth && 'aspect-[4/5] pe-3 pt-10',
        )}
      >
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
        {selected && (
          <span className="absolute end-2 bottom-2 grid size-6 place-items-center rounded-full bg-violet-600 text-white">
            <CheckIcon className="size-4" aria-hidden="true" />
          </span>
        )}
      </button>
      <button
        type="button"
        onClick={onToggleFavourite}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'unfavourite' : 'favourite', { name: style.styleName })}
        className={cn(
          'absolute top-2.5 grid size-7 place-items-center rounded-full bg-background/90 shadow-sm ring-1 ring-black/5',
          fixedWidth ? 'start-2.5' : 'end-2.5',
        )}
        data-testid="ai-style-favourite"
      >
        <StarIcon
          aria-hidden="true"
          className={cn('size-3.5', favourite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
        />
      </button>
    </div>
  );
}
