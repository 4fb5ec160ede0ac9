'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

// An animated sticker in explore's grid (docs/animated-stickers.md): its video laid over the card's
// still once the visitor has done something on the page (scrolled, touched, moved the mouse, pressed
// a key), and never under prefers-reduced-motion. A moving file weighs several thumbnails (WEBM
// 36–190 KB), so a page nobody touches (a phone's first screen included) loads none; without
// JavaScript the still stays.

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
 * Covers the card's square (its first child, explore-cards.css .ex-backdrop) with the sticker's
 * WEBM on an opaque copy of the card's backdrop, shown once it plays so the still never blinks. The
 * WEBM, not the animated WebP: a sixth of the bytes for the same loop (58 KB against 361 KB for a
 * bounce). It plays only while on screen.
 */
export function MovingSticker({ video, hold = false }: { video: string; hold?: boolean }) {
  const allowed = useMotionAllowed();
  const [playing, setPlaying] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  const shown = allowed && !hold;
  useEffect(() => {
    const el = ref.current;
    if (!el || !shown) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void el.play().catch(() => {});
        else el.pause();
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return null;
  return (
    <span
      className={`ex-backdrop pointer-events-none absolute inset-x-0 top-0 bg-card p-3 transition-opacity duration-300 ${playing ? 'opacity-100' : 'opacity-0'}`}
      data-testid="explore-sticker-moving"
      data-ready={playing ? '' : undefined}
    >
      <video
        ref={ref}
        src={video}
        muted
        loop
        playsInline
        preload="none"
        width={256}
        height={256}
        onPlaying={() => setPlaying(true)}
        className="size-full object-contain drop-shadow-sm"
      />
    </span>
  );
}
