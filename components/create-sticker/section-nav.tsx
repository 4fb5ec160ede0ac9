'use client';

import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

const OFFSET = 96; // below the sticky header

/** The section to go to from here: the next one below the header, or the one above it. */
function targetOf(ids: string[], direction: 1 | -1): string | undefined {
  const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? 0);
  if (direction === 1) {
    // At the very bottom there is nothing further to scroll to, whatever the tops say.
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
    return atEnd ? undefined : ids.find((_, i) => (tops[i] as number) > OFFSET + 8);
  }
  return [...ids].reverse().find((_, i) => (tops[ids.length - 1 - i] as number) < OFFSET - 8);
}

/** Whether the floating buttons' box overlaps a primary button marked data-keep-clear (Create). */
function coversPrimary(nav: HTMLElement | null): boolean {
  if (!nav) return false;
  const a = nav.getBoundingClientRect();
  return [...document.querySelectorAll<HTMLElement>('[data-keep-clear]')].some((el) => {
    // In a section the browser skips for now (content-visibility, far from the screen) the button
    // cannot be under the nav, and asking where it is would make the browser lay that section out.
    if (!el.checkVisibility({ contentVisibilityAuto: true })) return false;
    const b = el.getBoundingClientRect();
    return b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  });
}

/**
 * Product rule (docs/product-rules.md): floating previous/next buttons between sections, only when there is more than one.
 * Each shows only when it has somewhere to go; on phones they sit side by side and the page keeps
 * room below its last section. Nothing floats over a primary button: while the Create button passes
 * under them (scrolling on a phone), they step aside.
 */
export function SectionNav({ ids }: { ids: string[] }) {
  const t = useTranslations('createSticker');
  const [can, setCan] = useState({ prev: false, next: true, clear: true });
  const navRef = useRef<HTMLDivElement>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    let frame = 0;
    // Measured only where the layout is already up to date (a ResizeObserver's callback, the frame
    // after a scroll): reading positions right after React adds a section would force the page's
    // layout early, once per commit, while the form is still coming in.
    const measure = () => {
      frame = 0;
      const now = {
        prev: !!targetOf(list, -1),
        next: !!targetOf(list, 1),
        clear: !coversPrimary(navRef.current),
      };
      setCan((was) =>
        was.prev === now.prev && was.next === now.next && was.clear === now.clear ? was : now,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that loads later (thumbnails, a list) moves Create without any scroll event; the
    // observer also reports once when it starts, which is the first measurement.
    const grows = new ResizeObserver(measure);
    grows.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      grows.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);
  if (ids.length < 2) return null;
  const go = (direction: 1 | -1) => {
    const target = targetOf(ids, direction);
    if (target) document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const button =
    'grid size-10 place-items-center rounded-full border bg-background/95 shadow-lg backdrop-blur transition hover:bg-muted sm:size-11';
  return (
    <div
      ref={navRef}
      className={cn(
        'fixed end-3 bottom-3 z-30 flex flex-row gap-2 sm:end-6 sm:bottom-6 sm:flex-col',
        !can.clear && 'invisible',
      )}
      data-testid="section-nav"
      data-covering={can.clear ? undefined : true}
    >
      <button
        type="button"
        className={cn(button, !can.prev && 'invisible')}
        onClick={() => go(-1)}
        aria-label={t('previous')}
        data-testid="section-prev"
      >
        <ChevronUpIcon className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={cn(button, !can.next && 'invisible')}
        onClick={() => go(1)}
        aria-label={t('next')}
        data-testid="section-next"
      >
        <ChevronDownIcon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
