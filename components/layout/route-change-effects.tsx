'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

/** Product rule (docs/product-rules.md): on every route change the page scrolls to the top (and menus close, see useOnRouteChange). */
export function RouteChangeEffects() {
  const pathname = usePathname();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: the effect reads the scroll target from window.location, and runs once per route change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
