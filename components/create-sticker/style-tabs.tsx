'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { nextRovingIndex } from '@/components/ui/roving-index';
import { STYLE_TABS, type StyleTab } from '@/lib/contracts/styles';
import { cn } from '@/lib/utils';

export const styleTabId = (tab: StyleTab) => `style-tab-${tab}`;
export const STYLE_PANEL_ID = 'style-panel';

type Props = { tab: StyleTab; counts: Record<StyleTab, number>; onTab: (tab: StyleTab) => void };

/**
 * The ten style categories (docs/product-rules.md) as WAI-ARIA tabs: one Tab stop (the selected tab),
 * arrows, Home and End move and select at once (a tab is only a filter, so following the focus is free).
 */
export function StyleTabs({ tab, counts, onTab }: Props) {
  const t = useTranslations('createSticker.styles');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const next = nextRovingIndex(STYLE_TABS.indexOf(tab), e.key, {
      count: STYLE_TABS.length,
      rtl,
      wrap: true,
    });
    const target = next === null ? undefined : STYLE_TABS[next];
    if (!target) return;
    e.preventDefault();
    onTab(target);
    document.getElementById(styleTabId(target))?.focus();
  };
  return (
    <div
      onKeyDown={onKeyDown}
      className="-mx-1 flex gap-1.5 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible"
      role="tablist"
      aria-label={t('tabsLabel')}
    >
      {STYLE_TABS.map((k) => (
        <button
          key={k}
          id={styleTabId(k)}
          type="button"
          role="tab"
          aria-selected={tab === k}
          aria-controls={STYLE_PANEL_ID}
          tabIndex={tab === k ? 0 : -1}
          onClick={() => onTab(k)}
          className={cn(
            'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
            tab === k ? 'border-violet-600 bg-violet-600 text-white' : 'hover:bg-muted',
          )}
          data-testid={`style-tab-${k}`}
        >
          {t(`tabs.${k}`)} ({counts[k]})
        </button>
      ))}
    </div>
  );
}
