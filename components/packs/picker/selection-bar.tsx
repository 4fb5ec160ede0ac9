'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Product rule (docs/product-rules.md): the selection bar, count/max with Deselect all and the screen's action. */
export function SelectionBar({
  count,
  max,
  onClear,
  children,
  className,
}: {
  count: number;
  max: number;
  onClear: () => void;
  children?: ReactNode;
  className?: string;
}) {
  const t = useTranslations('packs.picker');
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-full border bg-background/95 p-2 ps-5 shadow-lg shadow-violet-500/10 backdrop-blur',
        className,
      )}
      data-testid="selection-bar"
    >
      <p className="me-auto whitespace-nowrap text-sm font-semibold tabular-nums" aria-live="polite">
        <span className="text-violet-700" data-testid="selection-count">
          {count}/{max}
        </span>{' '}
        <span className="text-muted-foreground max-sm:sr-only">{t('selected')}</span>
      </p>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={onClear}
        disabled={count === 0}
        data-testid="deselect-all"
      >
        {t('deselectAll')}
      </Button>
      {children}
    </div>
  );
}
