'use client';

import { CheckIcon, CoinsIcon, LockIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Style } from '@/lib/client/styles';
import { cn } from '@/lib/utils';
import { FavouriteStar, StyleOption } from './option-card';
import { styleImageSources } from '@/lib/config/style-thumbs';

// The card is w-32 (sm:w-36) with 6 px of padding: the preview's slot in CSS pixels.
const CARD_IMAGE_SIZES = '(min-width: 640px) 132px, 116px';

const RARITY_TONE: Record<Style['rarity'], string> = {
  COMMON: 'bg-slate-100 text-slate-700',
  UNCOMMON: 'bg-emerald-100 text-emerald-800',
  RARE: 'bg-sky-100 text-sky-800',
  EPIC: 'bg-violet-100 text-violet-800',
  UNIQUE: 'bg-amber-100 text-amber-800',
};

type Props = {
  style: Style;
  selected: boolean;
  dimmed: boolean;
  favourite: boolean;
  /** On the first screen: its image loads at once. */
  firstScreen?: boolean;
  /** Its place in the grid's single Tab stop (style-grid.tsx). */
  tabIndex: number;
  onClick: () => void;
  onToggleFavourite: () => void;
};

/** A catalogue style (docs/product-rules.md): image, name, rarity, favourite star, and its price until owned. */
export function StyleCard({
  style,
  selected,
  dimmed,
  favourite,
  firstScreen = false,
  tabIndex,
  onClick,
  onToggleFavourite,
}: Props) {
  const t = useTranslations('createSticker.styles');
  const usable = style.owned;
  return (
    <div
      className={cn(
        'relative w-32 shrink-0 snap-start rounded-2xl border-2 bg-card transition sm:w-36',
        selected ? 'border-violet-500 shadow-md' : 'border-transparent hover:border-violet-200',
        dimmed && !selected && 'opacity-45',
      )}
      data-testid="style-card"
      data-reference={style.reference}
      data-selected={selected}
    >
      <StyleOption
        selected={selected}
        tabIndex={tabIndex}
        onSelect={onClick}
        onToggleFavourite={onToggleFavourite}
        className="p-1.5"
      >
        {/* Most of the hundred cards sit outside the grid's scrolled view: the browser skips their
            contents' style and layout until they come near it. The option around them is not
            contained, so its focus outline is never clipped. 10rem is the contents' height. */}
        <span className="flex flex-col [contain-intrinsic-size:auto_10rem] [content-visibility:auto]">
          <span className="relative block aspect-square w-full overflow-hidden rounded-xl bg-gradient-to-br from-violet-50 to-fuchsia-50">
            {style.image && (
              <img
                {...styleImageSources(style.image, CARD_IMAGE_SIZES)}
                alt=""
                loading={firstScreen ? 'eager' : 'lazy'}
                width={256}
                height={256}
                className="size-full object-contain"
              />
            )}
            {selected && (
              <span className="absolute end-1.5 bottom-1.5 grid size-6 place-items-center rounded-full bg-violet-600 text-white">
                <CheckIcon className="size-4" aria-hidden="true" />
              </span>
            )}
          </span>
          <span className="mt-1.5 truncate px-1 text-sm font-semibold">{style.name}</span>
          <span className="flex items-center gap-1 px-1 pb-1">
            <span
              className={cn(
                'rounded-full px-1.5 py-0.5 text-[10px] font-bold uppercase',
                RARITY_TONE[style.rarity],
              )}
            >
              {t(`rarity.${style.rarityLabel}`)}
            </span>
            {!usable && (
              <span className="ms-auto inline-flex items-center gap-0.5 text-xs font-semibold text-muted-foreground">
                {style.isFree ? (
                  t('free')
                ) : (
                  <>
                    <LockIcon className="size-3" aria-hidden="true" />
                    <CoinsIcon className="size-3" aria-hidden="true" />
                    {style.costInCredits}
                  </>
                )}
              </span>
            )}
            {favourite && <span className="sr-only">{t('inFavourites')}</span>}
          </span>
        </span>
      </StyleOption>
      <FavouriteStar
        favourite={favourite}
        label={t(favourite ? 'unfavourite' : 'favourite', { name: style.name })}
        onToggle={onToggleFavourite}
        pointerOnly
        className="start-2.5"
      />
    </div>
  );
}
