'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon } from '@/components/ui/css-icon';
import type { LanguageMenu as Menu } from './language-menu';
import { withIslandStyles } from './with-island-styles';

const loadMenu = () => withIslandStyles(() => import('./language-menu')).then((m) => m.LanguageMenu);

/**
 * The trigger renders at once; the menu's code (Radix) loads when the user reaches for it (hover,
 * focus or tap), so anonymous pages do not pay for it up front (docs/decisions.md). The open state is ours:
 * a press that lands before the menu has arrived (or while the trigger moves into it) still opens it.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('nav');
  const locale = useLocale();
  const [LanguageMenu, setMenu] = useState<typeof Menu | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const load = () => {
    if (!LanguageMenu) void loadMenu().then((m) => setMenu(() => m));
  };
  // The trigger moves into the menu's tree when it arrives: keep keyboard focus on it.
  useEffect(() => {
    if (LanguageMenu && hadFocus.current) button.current?.focus();
  }, [LanguageMenu]);
  const trigger = (
    <button
      type="button"
      ref={button}
      className={buttonVariants({ variant: 'ghost', size: compact ? 'icon' : 'sm' })}
      // Named by what it shows: a label that left out the visible "EN" would not match it for voice control.
      aria-label={compact ? t('language') : undefined}
      aria-haspopup="menu"
      data-testid="language-switcher"
      onPointerEnter={load}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      // Once the menu is here, Radix's trigger handles presses; before, these open it on arrival.
      onPointerDown={() => {
        if (LanguageMenu) return;
        setOpen(true);
        load();
      }}
      onClick={() => {
        if (LanguageMenu) return;
        setOpen(true);
        load();
      }}
    >
      <CssIcon name="globe" className="size-4" />
      {!compact && (
        <>
          <span className="sr-only">{t('language')}: </span>
          <span className="uppercase">{locale}</span>
        </>
      )}
    </button>
  );
  return LanguageMenu ? <LanguageMenu trigger={trigger} open={open} onOpenChange={setOpen} /> : trigger;
}
