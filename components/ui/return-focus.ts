'use client';

import { useRef } from 'react';

type AutoFocusHandler = ((event: Event) => void) | undefined;

/** The element to return to: the one focused, or for a menu item (gone once the menu closes) its menu's button. */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"][aria-labelledby]');
  const button = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return button ?? active;
}

/**
 * Focus goes back to whatever opened a dialog when it closes. Radix returns it to a Dialog.Trigger
 * only; our dialogs mostly open from state (a card, a menu item, a hash), so without this the focus
 * fell to the page's start on close. The opener is read when the dialog takes the focus, before it
 * moves; a caller's own handlers run first and may take over with preventDefault.
 */
export function useReturnFocus(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      // An opener that left the page (a closed menu's item) leaves the choice to Radix.
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
