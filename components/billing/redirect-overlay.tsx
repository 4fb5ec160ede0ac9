'use client';

import { LockIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Spinner } from '@/components/ui/spinner';

/** Full-screen "redirecting to checkout" spinner (payment, docs/product-rules.md); locks page scroll like a dialog. */
export function RedirectOverlay({ open }: { open: boolean }) {
  const t = useTranslations('billing.checkout');
  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    const previous = [html.style.overflow, document.body.style.overflow];
    html.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    return () => {
      [html.style.overflow, document.body.style.overflow] = previous as [string, string];
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="redirect-title"
      aria-busy="true"
      data-testid="checkout-redirect"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 bg-background/85 px-6 text-center backdrop-blur-md animate-in fade-in-0"
    >
      <span className="relative flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-xl shadow-fuchsia-500/30">
        <Spinner className="size-10" />
        <span className="absolute -end-1 -bottom-1 flex size-8 items-center justify-center rounded-full border-4 border-background bg-emerald-500">
          <LockIcon className="size-3.5" aria-hidden="true" />
        </span>
      </span>
      <div>
        <p id="redirect-title" className="text-xl font-bold tracking-tight">
          {t('redirecting')}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{t('redirectingHint')}</p>
      </div>
    </div>,
    document.body,
  );
}
