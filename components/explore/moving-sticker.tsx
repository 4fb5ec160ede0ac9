'use client';

import { useState, useSyncExternalStore } from 'react';

// An animated sticker in explore's grid (docs/animated-stickers.md): its animated WebP laid over the
// card's still once the visitor has done something on the page (scrolled, touched, moved the mouse,
// pressed a key), and never under prefers-reduced-motion. A moving file weighs 80–440 KB, several
// times a thumbnail, so a page nobody touches (a phone's first screen included) loads none; without
// JavaScript the still stays. Chrome neither decodes nor animates an image that is off screen.

const STIRS = ['scroll', 'pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;
const MOTION = '(prefers-reduced-motion: no-preference)';

let stirred = false;
const waiting = new Set<() => void>();

function subscribeStir(notify: () => void) {
  if (stirred) return () => {};
  const first = waiting.size === 0;
  waiting.add(notify);
  if (first) for (const e of STIRS) window.addEventListener(e, onStir, { passive: true, capture: true });
  return () => {
    waiting.delete(notify);
  };
}

function onStir() {
  stirred = true;
  for (const e of STIRS) window.removeEventListener(e, onStir, { capture: true });
  for (const notify of [...waiting]) notify();
  waiting.clear();
}

function subscribeMotion(notify: () => void) {
  const query = window.matchMedia(MOTION);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

/** Whether moving images may load and play now (false on the server and before the first stir). */
export function useMotionAllowed() {
  const active = useSyncExternalStore(
    subscribeStir,
    () => stirred,
    () => false,
  );
  const motion = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(MOTION).matches,
    () => false,
  );
  return active && motion;
}

/**
 * Covers the card's square (its first child, explore-cards.css .ex-backdrop) with the moving WebP
 * on an opaque copy of the card's backdrop, shown once it has loaded so the still never blinks.
 */
export function MovingSticker({ src, hold = false }: { src: string; hold?: boolean }) {
  const allowed = useMotionAllowed();
  const [ready, setReady] = useState(false);
  if (!allowed || hold) return null;
  return (
    <span
      className={`ex-backdrop pointer-events-none absolute inset-x-0 top-0 bg-card p-3 transition-opacity duration-300 ${ready ? 'opacity-100' : 'opacity-0'}`}
      data-testid="explore-sticker-moving"
      data-ready={ready ? '' : undefined}
    >
      <img
        src={src}
        alt=""
        width={256}
        height={256}
        loading="lazy"
        decoding="async"
        onLoad={() => setReady(true)}
        className="size-full object-contain drop-shadow-sm"
      />
    </span>
  );
}
