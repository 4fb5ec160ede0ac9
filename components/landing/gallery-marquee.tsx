'use client';

import { useRef, useState } from 'react';
import {
  GALLERY_PER_ROW,
  GALLERY_POOL_SIZE,
  GALLERY_ROWS,
  gallerySrc,
  LANDING_STICKER_PX,
} from '@/lib/config/landing';
import styles from './landing.module.css';
import { pickRandom, useNearViewport } from './use-near-viewport';

const ROWS = Array.from({ length: GALLERY_ROWS }, (_, r) => r);
// Slightly different speeds keep the rows from moving as one block.
const DURATION_S = [80, 70, 90, 75, 85];

/**
 * Gallery (docs/product-rules.md): 5 rows of 20 random stickers from the pool of 100, alternating directions,
 * pausing on hover (CSS, landing.module.css). The order is drawn in the browser and the rows are
 * filled only when the section nears the viewport; until then they are empty strips.
 */
export function GalleryMarquee() {
  const ref = useRef<HTMLDivElement>(null);
  // Filled when the rows come into view, not before: on a phone they sit just below the hero, and
  // 20+ stickers fetched during the first load would double the page's weight (docs/decisions.md).
  const near = useNearViewport(ref, '0px');
  const [order] = useState(() => pickRandom(GALLERY_POOL_SIZE, GALLERY_ROWS * GALLERY_PER_ROW));
  return (
    // Images carry no direction: the rows run the same way in Arabic.
    <div ref={ref} dir="ltr" className="flex flex-col gap-3 sm:gap-4" data-testid="gallery-marquee">
      {ROWS.map((r) => {
        const row = order.slice(r * GALLERY_PER_ROW, (r + 1) * GALLERY_PER_ROW);
        // Until the section is near, each row is an empty strip of its final height: no layout
        // shift, and 200 fewer nodes for the page to hydrate.
        return (
          <div key={r} className={`${styles.row} h-24 sm:h-32`} data-testid="gallery-row">
            {near && (
              <ul
                className={r % 2 === 1 ? `${styles.track} ${styles.reverse}` : styles.track}
                style={{ '--marquee-duration': `${DURATION_S[r] ?? 80}s` } as React.CSSProperties}
                data-testid="gallery-track"
              >
                {[...row, ...row].map((n, i) => (
                  <li
                    key={i}
                    className="me-3 size-24 shrink-0 rounded-3xl bg-muted/60 sm:me-4 sm:size-32"
                    aria-hidden={i >= row.length || undefined}
                  >
                    <img
                      src={gallerySrc(n)}
                      alt=""
                      width={LANDING_STICKER_PX}
                      height={LANDING_STICKER_PX}
                      loading="lazy"
                      decoding="async"
                      className="size-full transition-transform duration-300 hover:scale-110 hover:-rotate-3 motion-reduce:transition-none motion-reduce:hover:scale-100 motion-reduce:hover:rotate-0"
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}
