'use client';

import { useEffect, useRef } from 'react';
import { LANDING_STICKER_PX } from '@/lib/config/landing';
import styles from './landing.module.css';
import { heroStickerImage, useHeroCycle } from './use-hero-cycle';

// md: three on top, two below; under 768 px one row of four (the fifth slot is hidden, docs/product-rules.md).
// Each sticker stays smaller than the hero text, so the largest paint is always text (docs/decisions.md).
const SLOT = [
  'md:col-span-2',
  'md:col-span-2 translate-y-2 md:translate-y-4',
  'md:col-span-2',
  'md:col-span-2 md:col-start-2 translate-y-2 md:translate-y-0',
  'md:col-span-2 max-md:hidden md:translate-y-4',
];

/**
 * Hero stickers (docs/product-rules.md): a random set from the pool of 130, highlighted one by one (the cycle and
 * when it draws a new set: use-hero-cycle.ts). The static HTML holds empty slots: the images are
 * chosen and fetched only after hydration, so they never cost the first paint. A phone fetches only
 * the four it shows.
 */
export function HeroStickers() {
  const root = useRef<HTMLDivElement>(null);
  const { set, active, shown } = useHeroCycle(root);
  const slots = useRef<(HTMLImageElement | null)[]>([]);
  useHighlight(slots, active);

  return (
    <div
      ref={root}
      className="mx-auto grid w-full max-w-sm grid-cols-4 gap-2 sm:gap-3 md:max-w-lg md:grid-cols-6 md:gap-6"
      aria-hidden="true"
      data-testid="hero-stickers"
    >
      {SLOT.map((slot, i) => {
        const n = i < shown ? set?.[i] : undefined;
        return (
          <div key={i} className={`relative aspect-square ${slot}`} data-testid="hero-slot">
            <div className={styles.glow} />
            {n !== undefined && (
              <img
                key={n}
                ref={(el) => {
                  slots.current[i] = el;
                }}
                {...heroStickerImage(n)}
                alt=""
                width={LANDING_STICKER_PX}
                height={LANDING_STICKER_PX}
                decoding="async"
                data-active={active === i || undefined}
                onLoad={(e) => {
                  e.currentTarget.dataset.loaded = 'true';
                }}
                className={`relative size-full select-none opacity-0 data-[loaded=true]:opacity-100 ${styles.sticker}`}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The highlight pop, animated with Motion (its 3 KB WAAPI core, loaded after the first paint): the
 * active sticker springs up and tilts, the previous one settles back. Reduced motion never gets an
 * active sticker (above), so nothing here runs for it.
 */
function useHighlight(slots: React.RefObject<(HTMLImageElement | null)[]>, active: number) {
  const previous = useRef(-1);
  useEffect(() => {
    const from = previous.current;
    previous.current = active;
    if (from === active) return;
    let live = true;
    void import('motion/mini').then(({ animate }) => {
      if (!live) return;
      const back = from >= 0 ? slots.current[from] : null;
      const up = active >= 0 ? slots.current[active] : null;
      if (back) animate(back, { transform: 'scale(1) rotate(0deg)', filter: 'none' }, { duration: 0.3 });
      if (up)
        animate(
          up,
          {
            transform: ['scale(1) rotate(0deg)', 'scale(1.18) rotate(-5deg)', 'scale(1.14) rotate(-4deg)'],
            filter: 'drop-shadow(0 12px 18px rgb(124 58 237 / 0.35))',
          },
          { duration: 0.45, ease: [0.34, 1.56, 0.64, 1] },
        );
    });
    return () => {
      live = false;
    };
  }, [active, slots]);
}
