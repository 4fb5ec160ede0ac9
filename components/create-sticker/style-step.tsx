'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Textarea } from '@/components/ui/input';
import { selectedStyleCount } from '@/lib/client/sticker-form';
import { favouriteTabStyles, useStyleFavourites } from '@/lib/client/style-favourites';
import type { Style } from '@/lib/client/styles';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { type AiStyle, MAX_STYLES, STYLE_TABS, type StyleTab, styleInTab } from '@/lib/contracts/styles';
import { AiStyleIdeas } from './ai-style-ideas';
import { FieldProblem, fieldProblemId } from './field-problem';
import { StyleGrid } from './style-grid';
import { STYLE_PANEL_ID, StyleTabs, styleTabId } from './style-tabs';
import type { StickerAi } from './use-sticker-ai';

// Opened only by choosing a style not yet owned: its code loads then, not with the form.
const StyleDialog = dynamic(() => import('./style-dialog').then((m) => m.StyleDialog), { ssr: false });

type Props = {
  ai: StickerAi;
  styles: Style[];
  selected: string[];
  aiStyles: AiStyle[];
  customStyle: string;
  /** The selection problem, once the user tried to create (create-sticker-page.tsx). */
  problem?: string | null;
  onChange: (patch: { styles?: string[]; aiStyles?: AiStyle[]; customStyle?: string }) => void;
};

/**
 * Section 2 (docs/product-rules.md): the ten tabs with counts, style cards, the purchase-or-add dialog, AI styles
 * and a custom style box; at most 3 styles across catalogue and AI styles (docs/product-rules.md).
 * Favourites are one list of catalogue and AI entries (docs/product-rules.md), both shown in the Favourite tab.
 */
export function StyleStep({ ai, styles, selected, aiStyles, customStyle, problem, onChange }: Props) {
  const t = useTranslations('createSticker.styles');
  const [tab, setTab] = useState<StyleTab>('all');
  const [dialog, setDialog] = useState<Style | null>(null);
  const favourites = useStyleFavourites();
  const { entries } = favourites;
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
  const shown = useMemo(
    () => (tab === 'favourite' ? favouriteTab.api : styles.filter((s) => styleInTab(s, tab, false))),
    [tab, favouriteTab, styles],
  );
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
      <StyleTabs tab={tab} counts={counts} onTab={setTab} />
      <div id={STYLE_PANEL_ID} role="tabpanel" aria-labelledby={styleTabId(tab)}>
        {cells === 0 ? (
          <p className="rounded-2xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            {t(tab === 'favourite' ? 'emptyFavourites' : 'emptyTab')}
          </p>
        ) : (
          <StyleGrid
            shown={shown}
            shownAi={shownAi}
            selected={selected}
            aiStyles={aiStyles}
            full={full}
            favourites={favourites}
            describedBy={problem ? fieldProblemId('styles') : undefined}
            invalid={Boolean(problem)}
            onSelect={select}
            onAi={(s, chosen) => (chosen ? removeAi(s) : pickAi(s))}
          />
        )}
      </div>
      <FieldProblem field="styles">{problem}</FieldProblem>

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

      {dialog && (
        <StyleDialog
          style={dialog}
          onClose={() => setDialog(null)}
          onOwned={(s) => {
            if (!full && !selected.includes(s.reference)) {
              onChange({ styles: [...selected, s.reference] });
            }
          }}
        />
      )}
    </div>
  );
}
