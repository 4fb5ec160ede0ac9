'use client';

import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { nextRovingIndex } from './roving-index';

/** Marks an element as one item of the roving widget around it. */
export const ROVING_ITEM = { 'data-roving-item': '' } as const;

/**
 * One Tab stop for a group of items (roving tabindex): the container takes `ref`, `onKeyDown` and
 * `onFocus`; each item spreads ROVING_ITEM and takes `tabIndex={tabIndexOf(i)}`. Arrows, Home and End
 * move between the items (nextRovingIndex); Tab leaves the group. The item last focused keeps the stop,
 * so coming back with Shift+Tab lands where the user left.
 */
export function useRovingFocus<T extends HTMLElement>(count: number, options: { rows?: number } = {}) {
  const ref = useRef<T>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>('[data-roving-item]') ?? []);

  const onKeyDown = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(e.target as HTMLElement);
    if (at < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    const rtl = ref.current ? getComputedStyle(ref.current).direction === 'rtl' : false;
    const next = nextRovingIndex(at, e.key, { count: list.length, rows: options.rows, rtl });
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    list[next]?.focus();
  };

  const onFocus = (e: FocusEvent) => {
    const at = items().indexOf(e.target as HTMLElement);
    if (at >= 0 && at !== active) setActive(at);
  };

  return { ref, current, onKeyDown, onFocus, tabIndexOf: (i: number) => (i === current ? 0 : -1) };
}
