'use client';

import { RefreshCwIcon, ServerCrashIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = {
  onRetry: () => void;
  retrying: boolean;
  /** Whose list failed to load: its texts and test id. */
  kind?: 'characters' | 'stickers';
};

/** Product rule (docs/product-rules.md): a list that fails to load shows an 'API down' / connection-error panel with a retry. */
export function ApiDownPanel({ onRetry, retrying, kind = 'characters' }: Props) {
  const t = useTranslations(kind === 'stickers' ? 'stickers.apiDown' : 'characters.apiDown');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-red-200 bg-red-50/50 px-6 py-14 text-center"
      data-testid={`${kind}-api-down`}
    >
      <div className="grid size-14 place-items-center rounded-2xl bg-red-100 text-red-600">
        <ServerCrashIcon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold tracking-tight">{t('title')}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{t('body')}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-2">
        <RefreshCwIcon aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        {t('retry')}
      </Button>
    </div>
  );
}
