'use client';

import { useEffect, useRef } from 'react';

// Cloudflare Turnstile (the promo bot check, docs/architecture.md), loaded only after the first Apply click.
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

type RenderOptions = {
  sitekey: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
  'timeout-callback': () => void;
  appearance?: 'always' | 'execute' | 'interaction-only';
  size?: 'normal' | 'compact' | 'flexible';
  language?: string;
};
type Turnstile = { render: (el: HTMLElement, o: RenderOptions) => string; remove: (id: string) => void };
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | undefined;

export function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile missing'));
    script.onerror = () => reject(new Error('Turnstile script failed to load'));
    document.head.appendChild(script);
  }).catch((err) => {
    loading = undefined; // let the next attempt try again
    throw err;
  });
  return loading;
}

type Props = {
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  onError: () => void;
  onExpire: () => void;
};

/**
 * The invisible challenge: it only shows itself when Cloudflare wants an interaction. Remount it
 * (change its React key) to reset it: a token is single-use.
 */
export function TurnstileWidget({ siteKey, language, onToken, onError, onExpire }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onToken, onError, onExpire });
  handlers.current = { onToken, onError, onExpire };

  useEffect(() => {
    let widgetId: string | undefined;
    let api: Turnstile | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((t) => {
        if (cancelled || !box.current) return;
        api = t;
        widgetId = t.render(box.current, {
          sitekey: siteKey,
          appearance: 'interaction-only',
          size: 'flexible',
          language,
          callback: (token) => handlers.current.onToken(token),
          'error-callback': () => handlers.current.onError(),
          'expired-callback': () => handlers.current.onExpire(),
          'timeout-callback': () => handlers.current.onExpire(),
        });
      })
      .catch(() => !cancelled && handlers.current.onError());
    return () => {
      cancelled = true;
      if (api && widgetId) api.remove(widgetId);
    };
  }, [siteKey, language]);

  return <div ref={box} data-testid="captcha-widget" className="min-h-0 empty:hidden" />;
}
