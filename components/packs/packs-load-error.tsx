'use client';

import { RefreshCwIcon, WifiOffIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/**
 * Product rule (docs/product-rules.md): 'Failed to load sticker packs' + 'Connection Error'; on the pack grid the retry reloads
 * the page. Elsewhere another first line (`failed`) and retry (`onRetry`) may be given.
 */
export function PacksLoadError({ failed, onRetry }: { failed?: string; onRetry?: () => void } = {}) {
  const t = useTranslations('packs.loadError');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-red-200 bg-red-50/50 px-6 py-14 text-center"
      data-testid="packs-load-error"
    >
      <div className="grid size-14 place-items-center rounded-2xl bg-red-100 text-red-600">
        <WifiOffIcon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold tracking-tight">{t('title')}</h2>
      <p className="font-medium">{failed ?? t('failed')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t('body')}</p>
      <Button
        variant="outline"
        onClick={onRetry ?? (() => window.location.reload())}
        className="mt-2"
        data-testid="packs-load-retry"
      >
        <RefreshCwIcon aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  );
}
