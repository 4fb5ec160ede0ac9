'use client';

import { type RefObject, useEffect, useState } from 'react';
import {
  HERO_HIGHLIGHT_MS,
  HERO_POOL_SIZE,
  HERO_RESET_MS,
  HERO_SHOWN,
  HERO_COPY_PX,
  HERO_STICKER_SIZES,
  heroStickerCopySrc,
  heroStickerSrc,
  LANDING_STICKER_PX,
  MOBILE_BREAKPOINT_PX,
} from '@/lib/config/landing';
import { pickRandom, prefersReducedMotion } from './use-near-viewport';

/** What a hero sticker's <img> and its preload both ask for, so the browser picks the same file. */
export const heroStickerImage = (n: number) => ({
  src: heroStickerSrc(n),
  srcSet: [
    ...HERO_COPY_PX.map((px) => `${heroStickerCopySrc(px, n)} ${px}w`),
    `${heroStickerSrc(n)} ${LANDING_STICKER_PX}w`,
  ].join(', '),
  sizes: HERO_STICKER_SIZES,
});

/** Signs that someone is at the page: the first one lets the hero draw new sets. */
const ENGAGEMENT = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Longest wait for the next set's files before it replaces the shown one anyway. */
const PRELOAD_CAP_MS = 3_000;

export type HeroCycle = {
  /** The drawn numbers (always five; a phone shows the first `shown`), null before hydration. */
  set: number[] | null;
  /** The highlighted slot, -1 for none. */
  active: number;
  /** How many slots this width shows: 5, or 4 under 768 px (docs/product-rules.md). */
  shown: number;
};

/**
 * Product rule (docs/product-rules.md): one hero sticker highlighted every 800 ms; when all have been, the set resets after
 * 500 ms. A reset draws a new random set from the pool of 130 only while someone is looking: the
 * visitor has scrolled, pointed, touched or typed, the hero is on screen and the tab is visible.
 * Until then the highlight goes round the same set again. Drawing on every reset, a phone left on
 * the landing kept fetching stickers whatever it did, far past the page's budget before the first
 * interaction (docs/measurements.md). A scrolled-away or hidden hero
 * keeps its place. The next set's files are fetched and decoded during the last highlight, so a new
 * set never shows empty slots.
 */
export function useHeroCycle(root: RefObject<HTMLElement | null>): HeroCycle {
  const [set, setSet] = useState<number[] | null>(null);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState<number>(HERO_SHOWN.desktop);

  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    const count = () => (mobile.matches ? HERO_SHOWN.mobile : HERO_SHOWN.desktop);
    const onWidth = () => setShown(count());
    onWidth();
    mobile.addEventListener('change', onWidth);
    let current = pickRandom(HERO_POOL_SIZE, HERO_SHOWN.desktop);
    setSet(current);
    if (prefersReducedMotion()) return () => mobile.removeEventListener('change', onWidth);

    let engaged = false;
    const stopListening = () => {
      for (const type of ENGAGEMENT) window.removeEventListener(type, engage, true);
    };
    const engage = () => {
      engaged = true;
      stopListening();
    };
    for (const type of ENGAGEMENT) window.addEventListener(type, engage, { capture: true, passive: true });

    let onScreen = true;
    const io =
      root.current && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((e) => e.isIntersecting);
          })
        : null;
    if (root.current) io?.observe(root.current);

    let live = true;
    let step = -1;
    let next: Promise<number[]> | null = null;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (document.hidden || !onScreen) {
        timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
        return;
      }
      step += 1;
      if (step < count()) {
        setActive(step);
        if (step === count() - 1 && engaged)
          next = preloadSet(pickRandom(HERO_POOL_SIZE, HERO_SHOWN.desktop), count());
        timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
        return;
      }
      setActive(-1);
      timer = setTimeout(async () => {
        step = -1;
        if (next) {
          const drawn = await next;
          next = null;
          if (!live) return;
          current = drawn;
          setSet(current);
        }
        timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
      }, HERO_RESET_MS);
    };
    timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      io?.disconnect();
      stopListening();
      mobile.removeEventListener('change', onWidth);
    };
  }, [root]);

  return { set, active, shown };
}

/** Fetches and decodes the first `shown` stickers of a set (at most PRELOAD_CAP_MS), then returns it. */
function preloadSet(set: number[], shown: number): Promise<number[]> {
  const decoded = set.slice(0, shown).map((n) => {
    const img = new Image();
    const { src, srcSet, sizes } = heroStickerImage(n);
    img.sizes = sizes;
    img.srcset = srcSet;
    img.src = src;
    return img.decode().catch(() => undefined);
  });
  const cap = new Promise((resolve) => setTimeout(resolve, PRELOAD_CAP_MS));
  return Promise.race([Promise.all(decoded), cap]).then(() => set);
}
