'use client';

import { SparklesIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Textarea } from '@/components/ui/input';
import { useFavourites } from '@/lib/client/favourites';
import type { Style } from '@/lib/client/styles';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { type AiStyle, MAX_STYLES, STYLE_TABS, type StyleTab, styleInTab } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';
import { StyleCard } from './style-card';
import { StyleDialog } from './style-dialog';
import { AiButton } from './ai-button';
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
 * SPEC §2 section 2: the ten tabs with counts, style cards, the purchase-or-add dialog, AI styles
 * and a custom style box; at most 3 styles across catalogue and AI styles (SPEC §4 "Style click").
 */
export function StyleStep({ ai, styles, selected, aiStyles, customStyle, onChange }: Props) {
  const t = useTranslations('createSticker.styles');
  const ta = useTranslations('createSticker.ai');
  const [tab, setTab] = useState<StyleTab>('all');
  const [dialog, setDialog] = useState<Style | null>(null);
  const { favourites, toggle: toggleFavourite } = useFavourites('styles');
  const total = selected.length + aiStyles.length;
  const full = total >= MAX_STYLES;

  const counts = useMemo(
    () =>
      Object.fromEntries(
        STYLE_TABS.map((k) => [
          k,
          styles.filter((s) => styleInTab(s, k, favourites.has(s.reference))).length,
        ]),
      ) as Record<StyleTab, number>,
    [styles, favourites],
  );
  const shown = styles.filter((s) => styleInTab(s, tab, favourites.has(s.reference)));

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
      toast.error(t('limitTitle'), { description: t('limitBody', { max: MAX_STYLES }) });
      return;
    }
    onChange({ styles: [...selected, style.reference] });
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1"
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
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {t('emptyTab')}
        </p>
      ) : (
        <div
          className={cn(
            '-mx-1 grid snap-x auto-cols-max gap-3 overflow-x-auto px-1 pb-2',
            shown.length > 4 ? 'grid-flow-col grid-rows-2' : 'grid-flow-col grid-rows-1',
          )}
          data-testid="style-grid"
        >
          {shown.map((s) => (
            <StyleCard
              key={s.reference}
              style={s}
              selected={selected.includes(s.reference)}
              dimmed={full}
              favourite={favourites.has(s.reference)}
              onClick={() => select(s)}
              onToggleFavourite={() => toggleFavourite(s.reference)}
            />
          ))}
        </div>
      )}

      <div className="flex flex-col gap-2">
        <div>
          <AiButton
            label={ta('styles', { cost: ai.costs.styles })}
            busy={ai.busy === 'styles'}
            busyLabel={ta('busy')}
            onClick={() => void ai.loadStyles()}
            testId="ai-styles"
          />
        </div>
        {ai.styleIdeas.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="ai-style-ideas">
            {ai.styleIdeas.map((idea) => {
              const chosen = aiStyles.some((a) => a.styleName === idea.styleName);
              return (
                <li key={idea.styleName}>
                  <button
                    type="button"
                    disabled={chosen}
                    onClick={() => {
                      if (full)
                        toast.error(t('limitTitle'), { description: t('limitBody', { max: MAX_STYLES }) });
                      else ai.addStyle(idea);
                    }}
                    className="flex w-full flex-col rounded-2xl border p-3 text-start transition hover:border-violet-300 hover:bg-violet-50 disabled:opacity-50"
                    data-testid="ai-style-idea"
                  >
                    <span className="text-sm font-semibold">{idea.styleName}</span>
                    <span className="text-xs text-muted-foreground">{idea.styleDescription}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {aiStyles.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('aiSelected')}>
          {aiStyles.map((s) => (
            <li
              key={s.styleName}
              className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900"
            >
              <SparklesIcon className="size-3.5" aria-hidden="true" />
              {s.styleName}
              <button
                type="button"
                onClick={() => onChange({ aiStyles: aiStyles.filter((a) => a !== s) })}
                aria-label={t('removeAi', { name: s.styleName })}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col gap-1.5">
        <label htmlFor="custom-style" className="text-sm font-semibold">
          {t('customLabel')}
        </label>
        <Textarea
          id="custom-style"
          value={customStyle}
          maxLength={STICKER_LIMITS.styleDescriptionMax}
          onChange={(e) => onChange({ customStyle: e.target.value })}
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
          if (selected.length + aiStyles.length < MAX_STYLES && !selected.includes(s.reference)) {
            onChange({ styles: [...selected, s.reference] });
          }
        }}
      />
    </div>
  );
}
