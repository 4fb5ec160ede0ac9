'use client';

import { useEffect, useState } from 'react';
import {
  HERO_HIGHLIGHT_MS,
  HERO_POOL_SIZE,
  HERO_RESET_MS,
  HERO_SHOWN,
  heroStickerSrc,
  LANDING_STICKER_PX,
  MOBILE_BREAKPOINT_PX,
} from '@/lib/config/landing';
import { cn } from '@/lib/utils';
import styles from './landing.module.css';
import { pickRandom, prefersReducedMotion } from './use-near-viewport';

// md: three on top, two below; under 768 px one row of four (the fifth slot is hidden, SPEC §9).
// Each sticker stays smaller than the hero text, so the largest paint is always text (issue 10).
const SLOT = [
  'md:col-span-2',
  'md:col-span-2 translate-y-2 md:translate-y-4',
  'md:col-span-2',
  'md:col-span-2 md:col-start-2 translate-y-2 md:translate-y-0',
  'md:col-span-2 max-md:hidden md:translate-y-4',
];

/**
 * SPEC §2/§9 hero stickers: a random set from the pool of 130, highlighted one by one every
 * 800 ms; when all have been highlighted, a new set after 500 ms. The static HTML holds empty
 * slots: the images are chosen and fetched only after hydration, so they never cost the first paint.
 */
export function HeroStickers() {
  const [set, setSet] = useState<number[] | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
    const shown = () => (mobile.matches ? HERO_SHOWN.mobile : HERO_SHOWN.desktop);
    setSet(pickRandom(HERO_POOL_SIZE, HERO_SHOWN.desktop));
    if (prefersReducedMotion()) return;
    let step = -1;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      // A hidden tab keeps its place instead of cycling (and fetching) in the background.
      if (document.hidden) {
        timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
        return;
      }
      step += 1;
      if (step < shown()) {
        setActive(step);
        timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
        return;
      }
      setActive(-1);
      timer = setTimeout(() => {
        step = -1;
        setSet(pickRandom(HERO_POOL_SIZE, HERO_SHOWN.desktop));
        timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
      }, HERO_RESET_MS);
    };
    timer = setTimeout(tick, HERO_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div
      className="mx-auto grid w-full max-w-sm grid-cols-4 gap-2 sm:gap-3 md:max-w-lg md:grid-cols-6 md:gap-6"
      aria-hidden="true"
      data-testid="hero-stickers"
    >
      {SLOT.map((slot, i) => {
        const n = set?.[i];
        return (
          <div key={slot} className={cn('relative aspect-square', slot)} data-testid="hero-slot">
            <div className="absolute inset-[14%] rounded-full bg-violet-200/50 blur-xl" />
            {n !== undefined && (
              <img
                key={n}
                src={heroStickerSrc(n)}
                alt=""
                width={LANDING_STICKER_PX}
                height={LANDING_STICKER_PX}
                decoding="async"
                data-active={active === i || undefined}
                onLoad={(e) => {
                  e.currentTarget.dataset.loaded = 'true';
                }}
                className={cn(
                  'relative size-full select-none opacity-0 data-[loaded=true]:opacity-100',
                  styles.sticker,
                  active === i && styles.highlight,
                )}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
