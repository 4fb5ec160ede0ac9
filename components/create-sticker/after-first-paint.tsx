'use client';

import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * `true` from the render after the first one: that render is a transition, which React splits into
 * short tasks and lets input go first. The create-sticker form appears at once when its data arrives
 * (six sections, a hundred style cards): what is below the first screen comes a moment later instead
 * of in one long task with the rest.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

/** Its children from the render after the first one (useAfterFirstPaint). */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
