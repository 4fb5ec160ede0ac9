'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Textarea } from '@/components/ui/input';
import { selectedStyleCount } from '@/lib/client/sticker-form';
import { favouriteTabStyles, useStyleFavourites } from '@/lib/client/style-favourites';
import type { Style } from '@/lib/client/styles';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { type AiStyle, MAX_STYLES, STYLE_TABS, type StyleTab, styleInTab } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';
import { AiStyleCard } from './ai-style-card';
import { AiStyleIdeas } from './ai-style-ideas';
import { StyleCard } from './style-card';
import { StyleDialog } from './style-dialog';
import type { StickerAi } from './use-sticker-ai';

type Props = {
  ai: StickerAi;
  styles: Style[];
  selected: string[];
  aiStyles: AiStyle[];
  customStyle: string;
  onChange: (patch: { styles?: string[]; aiStyles?: AiStyle[]; customStyle?: string }) => void;
};

/**
 * Section 2 (docs/product-rules.md): the ten tabs with counts, style cards, the purchase-or-add dialog, AI styles
 * and a custom style box; at most 3 styles across catalogue and AI styles (docs/product-rules.md).
 * Favourites are one list of catalogue and AI entries (docs/product-rules.md), both shown in the Favourite tab.
 */
export function StyleStep({ ai, styles, selected, aiStyles, customStyle, onChange }: Props) {
  const t = useTranslations('createSticker.styles');
  const [tab, setTab] = useState<StyleTab>('all');
  const [dialog, setDialog] = useState<Style | null>(null);
  const favourites = useStyleFavourites();
  const { isApiFavourite, entries } = favourites;
  const favouriteTab = useMemo(() => favouriteTabStyles(styles, entries), [styles, entries]);
  // The custom box counts as a style too when it has text (docs/product-rules.md: at most 3 in total).
  const total = selectedStyleCount({ styles: selected, aiStyles, customStyle });
  const full = total >= MAX_STYLES;
  const limitToast = () => toast.error(t('limitTitle'), { description: t('limitBody', { max: MAX_STYLES }) });

  const counts = useMemo(
    () =>
      Object.fromEntries(
        STYLE_TABS.map((k) => [
          k,
          k === 'favourite'
            ? favouriteTab.api.length + favouriteTab.ai.length
            : styles.filter((s) => styleInTab(s, k, false)).length,
        ]),
      ) as Record<StyleTab, number>,
    [styles, favouriteTab],
  );
  const shown = tab === 'favourite' ? favouriteTab.api : styles.filter((s) => styleInTab(s, tab, false));
  const shownAi = tab === 'favourite' ? favouriteTab.ai : [];
  const cells = shown.length + shownAi.length;

  const select = (style: Style) => {
    if (selected.includes(style.reference)) {
      onChange({ styles: selected.filter((r) => r !== style.reference) });
      return;
    }
    if (!style.owned) {
      setDialog(style);
      return;
    }
    if (full) {
      limitToast();
      return;
    }
    onChange({ styles: [...selected, style.reference] });
  };
  const pickAi = (style: AiStyle) => (full ? limitToast() : ai.addStyle(style));
  const removeAi = (style: AiStyle) =>
    onChange({ aiStyles: aiStyles.filter((a) => a.styleName !== style.styleName) });

  return (
    <div className="flex flex-col gap-4">
      <div
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
        role="tablist"
        aria-label={t('tabsLabel')}
      >
        {STYLE_TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={cn(
              'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition',
              tab === k ? 'border-violet-600 bg-violet-600 text-white' : 'hover:bg-muted',
            )}
            data-testid={`style-tab-${k}`}
          >
            {t(`tabs.${k}`)} ({counts[k]})
          </button>
        ))}
      </div>
      {cells === 0 ? (
        <p className="rounded-2xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {t(tab === 'favourite' ? 'emptyFavourites' : 'emptyTab')}
        </p>
      ) : (
        <div
          className={cn(
            '-mx-1 grid snap-x auto-cols-max gap-3 overflow-x-auto px-1 pb-2',
            cells > 4 ? 'grid-flow-col grid-rows-2' : 'grid-flow-col grid-rows-1',
            // More cards than fit: the far edge fades, so the grid reads as scrollable; the
            // trailing room lets the last card come fully out of the fade.
            cells > 8 &&
              'pe-16 [mask-image:linear-gradient(to_right,#000_95%,transparent)] rtl:[mask-image:linear-gradient(to_left,#000_95%,transparent)]',
          )}
          data-testid="style-grid"
        >
          {shown.map((s) => (
            <StyleCard
              key={s.reference}
              style={s}
              selected={selected.includes(s.reference)}
              dimmed={full}
              favourite={isApiFavourite(s.reference)}
              onClick={() => select(s)}
              onToggleFavourite={() => favourites.toggleApi(s)}
            />
          ))}
          {shownAi.map((s) => {
            const chosen = aiStyles.some((a) => a.styleName === s.styleName);
            return (
              <AiStyleCard
                key={s.id}
                style={s}
                fixedWidth
                selected={chosen}
                dimmed={full}
                favourite
                onClick={() => (chosen ? removeAi(s) : pickAi(s))}
                onToggleFavourite={() => favourites.toggleAi(s)}
              />
            );
          })}
        </div>
      )}

      <AiStyleIdeas
        ai={ai}
        aiStyles={aiStyles}
        full={full}
        favourites={favourites}
        onPick={pickAi}
        onRemove={removeAi}
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor="custom-style" className="text-sm font-semibold">
          {t('customLabel')}
        </label>
        <Textarea
          id="custom-style"
          value={customStyle}
          maxLength={STICKER_LIMITS.styleDescriptionMax}
          onChange={(e) => onChange({ customStyle: e.target.value })}
          disabled={full && !customStyle.trim()}
          placeholder={t('customPlaceholder')}
          rows={2}
          data-testid="custom-style"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('selected', { count: total, max: MAX_STYLES })}
      </p>

      <StyleDialog
        style={dialog}
        onClose={() => setDialog(null)}
        onOwned={(s) => {
          if (!full && !selected.includes(s.reference)) {
            onChange({ styles: [...selected, s.reference] });
          }
        }}
      />
    </div>
  );
}
