'use client';

import { type RefObject, useEffect, useState } from 'react';

/**
 * How many of a grid's cards a phone may load images for: the first screen's (`first`), then every
 * card up to the end of the last row that came within `margin` of the screen. A fling past rows that
 * never crossed the screen still releases them, since everything above a near card counts.
 */
export function usePhoneRelease(
  list: RefObject<HTMLElement | null>,
  {
    first,
    count,
    columns = 2,
    margin = '0px 0px 300px 0px',
  }: {
    first: number;
    count: number;
    columns?: number;
    margin?: string;
  },
): number {
  const [released, setReleased] = useState(first);
  useEffect(() => {
    const el = list.current;
    if (!el || released >= count) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReleased(count);
      return;
    }
    const cards = Array.from(el.children);
    const io = new IntersectionObserver(
      (entries) => {
        let upTo = 0;
        for (const e of entries) if (e.isIntersecting) upTo = Math.max(upTo, cards.indexOf(e.target) + 1);
        if (upTo > 0) setReleased((r) => Math.max(r, Math.ceil(upTo / columns) * columns));
      },
      { rootMargin: margin },
    );
    for (const card of cards.slice(released)) io.observe(card);
    return () => io.disconnect();
  }, [list, released, count, columns, margin]);
  return released;
}
