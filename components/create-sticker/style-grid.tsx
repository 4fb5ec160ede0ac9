'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useRovingFocus } from '@/components/ui/use-roving-focus';
import type { favouriteTabStyles, useStyleFavourites } from '@/lib/client/style-favourites';
import type { Style } from '@/lib/client/styles';
import type { AiStyle } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';
import { useAfterFirstPaint } from './after-first-paint';
import { AiStyleCard } from './ai-style-card';
import { StyleCard } from './style-card';

// The cards the first screen can show (two rows of eight at the widest layout); the rest of the
// catalogue (about a hundred) renders just after the first paint (after-first-paint.tsx).
const FIRST_CARDS = 16;
// The cards a wide first screen shows (six columns of two): their images load at once (the page's
// largest paint is one of them), not once the lazy loader has laid them out.
const FIRST_SCREEN_IMAGES = 12;

type Props = {
  shown: Style[];
  shownAi: ReturnType<typeof favouriteTabStyles>['ai'];
  selected: string[];
  aiStyles: AiStyle[];
  full: boolean;
  favourites: ReturnType<typeof useStyleFavourites>;
  /** Names the grid for the selection problem shown under it (create-sticker-page.tsx). */
  describedBy?: string;
  invalid?: boolean;
  onSelect: (style: Style) => void;
  onAi: (style: AiStyle, chosen: boolean) => void;
};

/**
 * The style cards as one multi-select listbox: a single Tab stop with the arrows, Home and End inside
 * (use-roving-focus.ts), so the page's later fields are not a hundred stops away.
 */
export function StyleGrid({ shown: all, shownAi: allAi, selected, aiStyles, full, favourites, ...p }: Props) {
  const t = useTranslations('createSticker.styles');
  const hintId = useId();
  const cut = useAfterFirstPaint() ? Number.POSITIVE_INFINITY : FIRST_CARDS;
  const shown = all.slice(0, cut);
  const shownAi = allAi.slice(0, Math.max(0, cut - all.length));
  const cells = shown.length + shownAi.length;
  // More than four cards fill two rows, column by column: left and right move a column.
  const rows = cells > 4 ? 2 : 1;
  const roving = useRovingFocus<HTMLDivElement>(cells, { rows });
  return (
    <>
      <div
        ref={roving.ref}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        role="listbox"
        aria-multiselectable="true"
        aria-orientation="horizontal"
        aria-label={t('gridLabel')}
        aria-describedby={[hintId, p.describedBy].filter(Boolean).join(' ')}
        aria-invalid={p.invalid || undefined}
        className={cn(
          '-mx-2 grid snap-x auto-cols-max gap-3 overflow-x-auto px-2 pt-2 pb-3',
          rows === 2 ? 'grid-flow-col grid-rows-2' : 'grid-flow-col grid-rows-1',
          // More cards than fit: the far edge fades, so the grid reads as scrollable; the
          // trailing room lets the last card come fully out of the fade.
          cells > 8 &&
            'pe-16 [mask-image:linear-gradient(to_right,#000_95%,transparent)] rtl:[mask-image:linear-gradient(to_left,#000_95%,transparent)]',
        )}
        data-testid="style-grid"
      >
        {shown.map((s, i) => (
          <StyleCard
            key={s.reference}
            style={s}
            firstScreen={i < FIRST_SCREEN_IMAGES}
            selected={selected.includes(s.reference)}
            dimmed={full}
            favourite={favourites.isApiFavourite(s.reference)}
            tabIndex={roving.tabIndexOf(i)}
            onClick={() => p.onSelect(s)}
            onToggleFavourite={() => favourites.toggleApi(s)}
          />
        ))}
        {shownAi.map((s, j) => {
          const chosen = aiStyles.some((a) => a.styleName === s.styleName);
          return (
            <AiStyleCard
              key={s.id}
              style={s}
              gridTabIndex={roving.tabIndexOf(shown.length + j)}
              selected={chosen}
              dimmed={full}
              favourite
              onClick={() => p.onAi(s, chosen)}
              onToggleFavourite={() => favourites.toggleAi(s)}
            />
          );
        })}
      </div>
      <p id={hintId} className="sr-only">
        {t('gridHint')}
      </p>
    </>
  );
}
