'use client';

import { useCallback, useEffect, useState } from 'react';

export type AuthView = 'login' | 'signup' | 'sso' | null;

function read(): AuthView {
  const h = window.location.hash;
  if (h === '#login') return 'login';
  if (h === '#signup') return 'signup';
  if (h === '#/sso-callback') return 'sso';
  return null;
}

/** Product rule (docs/product-rules.md): #login / #signup open the modals; #/sso-callback keeps login open; closing clears the hash. */
export function useAuthHash() {
  const [view, setView] = useState<AuthView>(null);
  useEffect(() => {
    const sync = () => setView(read());
    sync();
    window.addEventListener('hashchange', sync);
    window.addEventListener('popstate', sync);
    return () => {
      window.removeEventListener('hashchange', sync);
      window.removeEventListener('popstate', sync);
    };
  }, []);
  const go = useCallback((next: AuthView) => {
    const url = `${window.location.pathname}${window.location.search}${next === 'login' ? '#login' : next === 'signup' ? '#signup' : ''}`;
    window.history.replaceState(window.history.state, '', url);
    setView(next);
  }, []);
  return { view, go };
}

/** Opens the login modal from anywhere (protected actions of visitors, docs/product-rules.md). */
export function openAuthModal(view: 'login' | 'signup' = 'login') {
  window.location.hash = view;
}
