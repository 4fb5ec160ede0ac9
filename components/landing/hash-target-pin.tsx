'use client';

import { useEffect } from 'react';
import { EARLY_JUMP_KEY } from './early-hash-watch';

// Below the fold, landing sections keep a placeholder height until they near the viewport
// (content-visibility), and the styles and pricing sections grow when their data arrives.
// The browser scrolls to /#faq, or to #pricing after a click on an anchor, against those placeholders
// and landed up to thousands of pixels away from the section. This brings the target to its scroll
// margin once the browser's own scroll has stopped, and keeps it there while the page settles; it lets
// go as soon as the visitor scrolls, taps or presses a key.
const SETTLE_MS = 3000;
const LET_GO_ON = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The first mount is the document's own load: a reload or Back keeps the browser's restored position. */
let documentLoadSeen = false;

function restoringScroll(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** The landing section (or a part of one) a fragment names; dialogs' fragments (#signup) name none. */
function hashTarget(hash = window.location.hash): HTMLElement | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    const el = id ? document.getElementById(id) : null;
    return el?.closest('section') ? el : null;
  } catch {
    return null; // a malformed fragment names no section
  }
}

/**
 * Keeps `el` at its scroll margin for a while; returns how to stop. After a click on an anchor the
 * browser's smooth scroll runs first (`afterScroll`); on arrival the page goes straight there.
 */
function pin(el: HTMLElement, afterScroll: boolean): () => void {
  const started = performance.now();
  let frame = 0;
  let lastY = Number.NaN;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of LET_GO_ON) window.removeEventListener(type, stop);
  };
  const align = () => {
    if (!afterScroll || window.scrollY === lastY) {
      const margin = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
      const off = el.getBoundingClientRect().top - margin;
      if (Math.abs(off) > 1) window.scrollBy({ top: off, behavior: 'instant' as ScrollBehavior });
    }
    lastY = window.scrollY;
    if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(align);
    else stop();
  };
  for (const type of LET_GO_ON) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(align);
  return stop;
}

export function HashTargetPin() {
  useEffect(() => {
    let unpin = () => {};
    const follow = (afterScroll: boolean, el = hashTarget()) => {
      unpin();
      unpin = el ? pin(el, afterScroll) : () => {};
    };
    // A jump follows the fragment the visitor chose (the event's, not the address's): until it has
    // hydrated, Next's router can rewrite the address without it (history.replaceState) between the
    // jump and this event. The address then gets the fragment back.
    const jumpTo = (hash: string) => {
      const el = hashTarget(hash);
      if (el && !window.location.hash) window.history.replaceState(window.history.state, '', hash);
      follow(true, el);
    };
    const onHashChange = (e: HashChangeEvent) => jumpTo(new URL(e.newURL).hash);
    const firstMount = !documentLoadSeen;
    documentLoadSeen = true;
    // A jump made before this ran (early-hash-watch.tsx) whose fragment the address has lost.
    const early = (window as unknown as Record<string, string | undefined>)[EARLY_JUMP_KEY];
    if (firstMount && early && !window.location.hash) jumpTo(early);
    else if (!(firstMount && restoringScroll())) follow(false);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      unpin();
    };
  }, []);
  return null;
}
