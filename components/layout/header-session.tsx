'use client';

import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import { trackVisit } from '@/lib/analytics/client';
import { hasSessionHint, SESSION_EVENT, setSessionFlag } from '@/lib/client/session-hint';
import { withIslandStyles } from './with-island-styles';

const loadSignedIn = () => withIslandStyles(() => import('./signed-in-header')).then((m) => m.SignedInHeader);

/**
 * The header's signed-in half. Its server render (and the state before the hint is read) is the
 * placeholder, shown by CSS only under `html[data-session]`; with a session hint it loads the
 * signed-in header, which reports back when /v1/users/me says the session is gone.
 */
export function HeaderSession() {
  const [SignedIn, setSignedIn] = useState<ComponentType<{ onSignedOut: () => void }> | null>(null);
  const pathname = usePathname();

  useEffect(() => trackVisit(), []);
  // Re-read on every page (a sign-in ends on /creator-studio) and when this tab signs in or out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: the hint is a cookie the effect reads, so each navigation must read it again.
  useEffect(() => {
    const sync = () => {
      const on = hasSessionHint();
      setSessionFlag(on);
      if (on) void loadSignedIn().then((c) => setSignedIn(() => c));
    };
    sync();
    window.addEventListener(SESSION_EVENT, sync);
    return () => window.removeEventListener(SESSION_EVENT, sync);
  }, [pathname]);

  // Once loaded it stays: it shows nothing while signed out, and keeps the toaster of a sign-out.
  return SignedIn ? <SignedIn onSignedOut={() => setSessionFlag(false)} /> : <HeaderPlaceholder />;
}

/** Shown (by CSS) only while the browser holds a session hint and the user is not known yet. */
export function HeaderPlaceholder() {
  return (
    <div className="session-only ms-auto flex items-center" data-testid="header-loading" aria-hidden="true">
      <span className="h-9 w-40 animate-pulse rounded-full bg-muted" />
    </div>
  );
}
